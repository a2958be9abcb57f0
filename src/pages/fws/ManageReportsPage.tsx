/**
 * fws-manage (/manage-reports): the member's family website (create a site from a tree, choose its
 * branches, publish, invite relatives by e-mail, preview), a link to her research reports, and for
 * staff the research report editor.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { familyWebsitesApi, type Website } from '../../api/familywebsites';
import { memberApi } from '../../api/member';
import { setMember, useSession } from '../../state/session';
import { CreateSiteForm, errorText } from './CreateSiteForm';
import { StaffReports } from './StaffReports';
import { WebsitePanel } from './WebsitePanel';
import './manage-reports.css';

export default function ManageReportsPage() {
  const isStaff = useSession((s) => !!s.member?.is_staff && !s.impersonating);
  const [state, setState] = useState<{ username: string | null; websites: Website[] } | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(() => {
    familyWebsitesApi.mySites().then(
      (answer) => setState({ username: answer.fws_username, websites: answer.objects }),
      (err) => setError(errorText(err)),
    );
  }, []);
  useEffect(load, [load]);

  async function created() {
    load();
    // The report username is new the first time: the menu shows My and Manage Research Reports from it.
    setMember(await memberApi.me());
  }

  return (
    <div className="fws-manage">
      <h1>Family websites and research reports</h1>
      {error && <p role="alert">{error}</p>}
      {state?.username && (
        <p>
          Your research reports: <Link href={`/report/${state.username}`}>My Research Reports</Link>
        </p>
      )}
      {state?.websites.map((w) => (
        <WebsitePanel key={w.username} website={w} onChange={(next) => setState({ ...state, websites: state.websites.map((x) => (x.username === next.username ? next : x)) })} />
      ))}
      {state && <CreateSiteForm username={state.username} onCreated={created} />}
      {isStaff && <StaffReports />}
    </div>
  );
}
