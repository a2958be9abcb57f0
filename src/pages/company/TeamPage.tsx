import { fetchTeam } from '../../api/content';
import type { TeamMember } from '../../protocol/content';
import { CompanyPage, LoadState } from './CompanyPage';
import { useLoad } from './useLoad';

function Member({ member }: { member: TeamMember }) {
  return (
    <li className="company__card">
      {member.imgSrc ? (
        <img className="team__avatar" src={member.imgSrc} alt="" width={56} height={56} />
      ) : (
        <span className="team__avatar" aria-hidden="true">
          {member.name.charAt(0)}
        </span>
      )}
      <h3>{member.name}</h3>
      <p className="company__meta">{member.title}</p>
      <p>{member.description}</p>
      {member.details_html && (
        <details>
          <summary>More about {member.name}</summary>
          {/* Written by operators in the database, never by users. */}
          <div dangerouslySetInnerHTML={{ __html: member.details_html }} />
        </details>
      )}
    </li>
  );
}

export default function TeamPage() {
  const load = useLoad(fetchTeam, 'team');
  return (
    <CompanyPage id="team" title="Our team" intro={<p>Engineers, archivists, researchers and translators in four offices.</p>}>
      <LoadState load={load}>
        {(data) => (
          <>
            <section aria-labelledby="team-core">
              <h2 id="team-core">Team</h2>
              <ul className="company__grid">
                {data.team.map((m) => (
                  <Member key={m.id} member={m} />
                ))}
              </ul>
            </section>
            <section aria-labelledby="team-advisors">
              <h2 id="team-advisors">Advisors</h2>
              <ul className="company__grid">
                {data.advisors.map((m) => (
                  <Member key={m.id} member={m} />
                ))}
              </ul>
            </section>
            <section aria-labelledby="team-research">
              <h2 id="team-research">Research members</h2>
              <ul className="company__grid">
                {data.research.map((m) => (
                  <Member key={m.id} member={m} />
                ))}
              </ul>
            </section>
          </>
        )}
      </LoadState>
    </CompanyPage>
  );
}
