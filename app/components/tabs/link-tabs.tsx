import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { Link, useNavigate } from "react-router";

interface LinkTab {
  id: string;
  label: ReactNode;
  /** Where the tab leads, usually the same page with another `?tab=`. */
  to: string;
}

function tabElementId(idPrefix: string, tabId: string): string {
  return `${idPrefix}-tab-${tabId}`;
}

function tabPanelId(idPrefix: string): string {
  return `${idPrefix}-panel`;
}

/**
 * Tabs whose state lives in the URL: each tab is a real link, so they work before the page
 * is hydrated (or without JavaScript), survive a reload and can be shared. Once hydrated they
 * follow the ARIA tabs pattern: one tab in the tab order, arrow keys, Home and End move and
 * select. Render the active panel with <TabPanel>.
 */
export function LinkTabs({
  label,
  tabs,
  activeId,
  idPrefix,
  className,
}: {
  label: string;
  tabs: readonly LinkTab[];
  activeId: string;
  idPrefix: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const refs = useRef(new Map<string, HTMLAnchorElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === activeId);
    let next: number;
    switch (event.key) {
      case "ArrowRight":
        next = (index + 1) % tabs.length;
        break;
      case "ArrowLeft":
        next = (index - 1 + tabs.length) % tabs.length;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    // Moving along the tabs replaces the history entry, so Back leaves the page as expected.
    void navigate(tab.to, { replace: true, preventScrollReset: true });
    refs.current.get(tab.id)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={label}
      className={["tabs", className].filter(Boolean).join(" ")}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.id === activeId;
        return (
          <Link
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            to={tab.to}
            role="tab"
            id={tabElementId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={selected ? tabPanelId(idPrefix) : undefined}
            tabIndex={selected ? 0 : -1}
            className="tab"
            preventScrollReset
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}

export function TabPanel({
  idPrefix,
  activeId,
  children,
  className,
}: {
  idPrefix: string;
  activeId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix)}
      aria-labelledby={tabElementId(idPrefix, activeId)}
      className={["tab-panel", className].filter(Boolean).join(" ")}
      tabIndex={-1}
    >
      {children}
    </div>
  );
}
