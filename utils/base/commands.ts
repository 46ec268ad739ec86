/** The keyboard command (Chrome) that opens the docked side panel; Firefox's sidebar has its own. */
export const OPEN_PANEL_COMMAND = 'open-panel';
/** The keyboard command (both browsers) that opens the newest alert's pair on the reader's exchange. */
export const OPEN_TRADE_COMMAND = 'open-trade';
