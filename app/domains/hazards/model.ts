/** The hazard catalogue every new company starts with; it is the company's own to edit afterwards. */
export const DEFAULT_HAZARD_CATALOGUE: { name: string; description: string; hazards: string[] }[] = [
  {
    name: "Natural",
    description: "Weather, geological and other natural events.",
    hazards: [
      "Earthquake",
      "Flood",
      "Hurricane / Cyclone",
      "Tornado",
      "Severe Winter Storm",
      "Extreme Heat",
      "Wildfire",
      "Tsunami",
      "Volcanic Eruption",
      "Landslide",
    ],
  },
  {
    name: "Technological",
    description: "Failures of technology, utilities and infrastructure.",
    hazards: [
      "Power Outage",
      "IT System Failure",
      "Cyber Attack",
      "Data Centre Failure",
      "Telecommunications Failure",
      "Fire",
      "Hazardous Materials Release",
      "Industrial Accident",
    ],
  },
  {
    name: "Human-caused",
    description: "Deliberate or accidental acts of people.",
    hazards: [
      "Civil Unrest",
      "Terrorism",
      "Active Shooter",
      "Bomb Threat",
      "Workplace Violence",
      "Strike / Labour Action",
      "Sabotage",
      "Theft",
    ],
  },
  {
    name: "Health",
    description: "Threats to the health of staff and the public.",
    hazards: ["Pandemic", "Epidemic", "Food or Water Contamination", "Mass Casualty Event"],
  },
  {
    name: "Supply Chain",
    description: "Disruption of suppliers, logistics and critical inputs.",
    hazards: ["Supplier Failure", "Transport Disruption", "Fuel Shortage", "Port Closure"],
  },
];
