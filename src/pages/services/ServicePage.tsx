import { Link } from 'wouter';
import type { PageProps } from '../../app/routes';
import { pathFor } from '../../app/match';
import { getInTouchHref, serviceFor, type ServiceContent } from '../../content/services';
import NotFound from '../NotFound';
import './services.css';

function CallToAction({ service }: { service: ServiceContent }) {
  return (
    <p className="service__cta">
      <Link href={getInTouchHref(service.route)} className="button button--primary">
        Book a free call about {service.title.toLowerCase()}
      </Link>
    </p>
  );
}

/** One services page, rendered from its content file; the route name picks the content. */
export function ServiceView({ service }: { service: ServiceContent }) {
  const parent = service.parent ? serviceFor(service.parent) : undefined;
  const children = (service.children ?? []).map((route) => serviceFor(route)).filter((s): s is ServiceContent => Boolean(s));
  const id = `service-${service.route}`;
  return (
    <article className="service" aria-labelledby={`${id}-title`}>
      <nav className="service__crumbs" aria-label="Breadcrumb">
        <Link href={pathFor('services-main')}>Services</Link>
        {parent && (
          <>
            {' › '}
            <Link href={pathFor(parent.route)}>{parent.title}</Link>
          </>
        )}
      </nav>
      <header className="service__header">
        <h1 id={`${id}-title`}>{service.title}</h1>
        <p className="service__chinese" lang="zh">
          {service.chinese}
        </p>
        <p className="service__summary">{service.summary}</p>
        <CallToAction service={service} />
      </header>

      <section aria-labelledby={`${id}-about`}>
        <h2 id={`${id}-about`}>What it is</h2>
        {service.about.map((p) => (
          <p key={p.slice(0, 40)}>{p}</p>
        ))}
      </section>

      {children.length > 0 && (
        <section aria-labelledby={`${id}-parts`}>
          <h2 id={`${id}-parts`}>Choose a part</h2>
          <ul className="service__cards">
            {children.map((child) => (
              <li key={child.route}>
                <Link href={pathFor(child.route)}>{child.title}</Link>
                <p>{child.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`${id}-for`}>
        <h2 id={`${id}-for`}>Who it is for</h2>
        <ul>
          {service.forWhom.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={`${id}-how`}>
        <h2 id={`${id}-how`}>How it works</h2>
        <ol className="service__steps">
          {service.steps.map((step) => (
            <li key={step.title}>
              <strong>{step.title}.</strong> {step.text}
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby={`${id}-receive`}>
        <h2 id={`${id}-receive`}>What your family receives</h2>
        <ul>
          {service.receives.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section className="service__facts" aria-labelledby={`${id}-time`}>
        <div>
          <h2 id={`${id}-time`}>How long it takes</h2>
          <p>{service.duration}</p>
        </div>
        <div>
          <h2>What it costs</h2>
          <p>{service.price}</p>
        </div>
      </section>

      <section className="service__example" aria-labelledby={`${id}-example`}>
        <h2 id={`${id}-example`}>An example: {service.example.title}</h2>
        <p>{service.example.text}</p>
        <p className="service__note">An illustrative case written to show the work, not the story of a named customer.</p>
      </section>

      <section aria-labelledby={`${id}-faq`}>
        <h2 id={`${id}-faq`}>Questions and answers</h2>
        {service.questions.map((item) => (
          <details key={item.q} className="service__faq">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </section>

      <section className="service__closing" aria-label="Get in touch">
        <p>Tell us about your family. The first call is free and there is no obligation.</p>
        <CallToAction service={service} />
      </section>
    </article>
  );
}

/** The page for any services route: its content by route name, the not-found page when there is none. */
export function servicePage(route: string) {
  return function ServiceRoutePage(_props: PageProps) {
    const service = serviceFor(route);
    return service ? <ServiceView service={service} /> : <NotFound />;
  };
}
