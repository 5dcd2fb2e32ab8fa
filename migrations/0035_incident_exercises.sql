-- Exercise mode (issue 35): an incident or crisis run as an exercise names its kind (Tabletop, Walkthrough,
-- Simulation, Live); null is a real incident. The real figures (Home, Active BCPs) leave exercises out.
ALTER TABLE "incidents" ADD COLUMN "exercise_type" text;
