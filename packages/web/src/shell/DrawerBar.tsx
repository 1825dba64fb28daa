/**
 * On phones the decision panel is a drawer over the bottom of the map; this bar folds it down to
 * one line (the question) and opens it again. Hidden on wide screens (styles.css), where the panel
 * sits beside the map.
 */
import { useState, type ReactElement } from "react";

export function useDrawer(): { collapsed: boolean; bar(title: string): ReactElement } {
  const [collapsed, setCollapsed] = useState(false);
  return {
    collapsed,
    bar: (title) => (
      <button type="button" className="drawer-bar link" aria-expanded={!collapsed} onClick={() => setCollapsed(!collapsed)}>
        <span>{collapsed ? title : "Your decision"}</span>
        <span aria-hidden="true">{collapsed ? "▲ show" : "▼ hide"}</span>
      </button>
    ),
  };
}
