import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';

import { useStore } from '../../state/store';
import { InstallButton } from '../pwa/InstallButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { UserMenu } from './UserMenu';

export function Header() {
  const { t } = useLingui();
  const { matchColumns, anchorColumns, userInfo } = useStore();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const firstAnchor = anchorColumns[0]?.anchorType ?? 0;

  function handleSearch(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    if (q) void navigate({ to: '/match/$column', params: { column: '0' }, search: { q } as never });
  }

  return (
    <header className="header">
      <div className="header-inner main-column">
        <Link to="/match/$column" params={{ column: '0' }} className="brand" aria-label="Tribune">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span>Tribune</span>
        </Link>
        <nav className="header-nav" aria-label={t`Main`}>
          {matchColumns.slice(0, 4).map((c) => (
            <Link
              key={c.raceType}
              to="/match/$column"
              params={{ column: String(c.raceType) }}
              className="nav-link"
              activeProps={{ className: 'nav-link active' }}
            >
              {c.name}
            </Link>
          ))}
          <Link
            to="/anchor/$column"
            params={{ column: String(firstAnchor) }}
            className="nav-link"
            activeProps={{ className: 'nav-link active' }}
          >
            <Trans>Anchors</Trans>
          </Link>
        </nav>
        <form className="search" role="search" onSubmit={handleSearch}>
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t`Search anchors or matches`}
            aria-label={t`Search anchors or matches`}
            maxLength={50}
          />
        </form>
        <InstallButton />
        <LanguageSwitcher />
        {userInfo ? (
          <UserMenu />
        ) : (
          <div className="header-auth">
            <Link to="/login" className="btn btn-ghost">
              <Trans>Log in</Trans>
            </Link>
            <Link to="/register" className="btn btn-primary">
              <Trans>Become an anchor</Trans>
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
