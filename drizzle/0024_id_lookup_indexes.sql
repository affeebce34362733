CREATE INDEX "instructors_id_idx" ON "instructors" USING btree ("id");--> statement-breakpoint
CREATE INDEX "students_id_idx" ON "students" USING btree ("id");--> statement-breakpoint
CREATE INDEX "events_id_idx" ON "events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "rooms_id_idx" ON "rooms" USING btree ("id");--> statement-breakpoint
CREATE INDEX "services_id_idx" ON "services" USING btree ("id");--> statement-breakpoint
CREATE INDEX "student_packages_id_idx" ON "student_packages" USING btree ("id");--> statement-breakpoint
CREATE INDEX "dances_id_idx" ON "dances" USING btree ("id");