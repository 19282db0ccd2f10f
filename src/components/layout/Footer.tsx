import { Trans } from '@lingui/react/macro';

import { useStore } from '../../state/store';

/** Three link groups and the filing line, loaded from the server (§1). */
export function Footer() {
  const { footer } = useStore();
  return (
    <footer className="footer">
      <div className="main-column footer-inner">
        {footer ? (
          <>
            <div className="footer-groups">
              {footer.groups.map((group) => (
                <section key={group.key} className="footer-group">
                  <h2>{group.title}</h2>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href}>{link.text}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <p className="footer-filing">
              <span>{footer.filing}</span>
              <span>{footer.copyright}</span>
            </p>
          </>
        ) : (
          <p className="footer-filing">
            <Trans>Tribune: live sports, anchors and chat</Trans>
          </p>
        )}
      </div>
    </footer>
  );
}
