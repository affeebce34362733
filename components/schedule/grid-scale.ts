/** Pixels per hour in the time grid; the drag maths and the e2e helpers use the same scale. */
export const HOUR_PX = 48;
export const MINUTE_PX = HOUR_PX / 60;
