/** The keyboard command (Chrome) that opens the docked side panel; Firefox's sidebar has its own. */
export const OPEN_PANEL_COMMAND = 'open-panel';
