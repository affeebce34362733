-- Utilisation's booked time no longer counts a private lesson nobody is booked into (an open slot):
-- the days holding private lessons are recomputed the next time a report is read.
SELECT report_mark_day(e.studio_id, e.starts_at) FROM events e JOIN services s ON s.id = e.service_id WHERE s.kind = 'private';
