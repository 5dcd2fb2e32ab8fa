import type { Tx } from "~/platform/db/client.server";
import type { Language } from "~/shared/i18n/languages";
import type { AssetType, PersonType } from "./model";
import { assets, people } from "./schema.server";

const SITES: {
  name: string;
  type: AssetType;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  lat: number;
  lng: number;
  headcount: number;
}[] = [
  {
    name: "London Head Office",
    type: "office",
    address: "30 Fenchurch Street",
    city: "London",
    state: "England",
    postalCode: "EC3M 3BD",
    country: "United Kingdom",
    lat: 51.5111,
    lng: -0.0822,
    headcount: 420,
  },
  {
    name: "Slough Data Centre",
    type: "data_centre",
    address: "Buckingham Avenue",
    city: "Slough",
    state: "England",
    postalCode: "SL1 4PF",
    country: "United Kingdom",
    lat: 51.5229,
    lng: -0.6247,
    headcount: 35,
  },
  {
    name: "Manchester Distribution Centre",
    type: "warehouse",
    address: "Trafford Park Road",
    city: "Manchester",
    state: "England",
    postalCode: "M17 1HG",
    country: "United Kingdom",
    lat: 53.4668,
    lng: -2.3164,
    headcount: 180,
  },
  {
    name: "Paris Office",
    type: "office",
    address: "12 Rue de la Paix",
    city: "Paris",
    state: "Île-de-France",
    postalCode: "75002",
    country: "France",
    lat: 48.8691,
    lng: 2.3311,
    headcount: 95,
  },
  {
    name: "Lyon Transport Depot",
    type: "site",
    address: "Port Edouard Herriot",
    city: "Lyon",
    state: "Auvergne-Rhône-Alpes",
    postalCode: "69007",
    country: "France",
    lat: 45.7295,
    lng: 4.829,
    headcount: 60,
  },
  {
    name: "New York Office",
    type: "office",
    address: "200 Park Avenue",
    city: "New York",
    state: "New York",
    postalCode: "10166",
    country: "United States",
    lat: 40.7534,
    lng: -73.9766,
    headcount: 150,
  },
  {
    name: "Ashburn Data Centre",
    type: "data_centre",
    address: "21715 Filigree Court",
    city: "Ashburn",
    state: "Virginia",
    postalCode: "20147",
    country: "United States",
    lat: 39.0168,
    lng: -77.4597,
    headcount: 20,
  },
];

const PEOPLE: {
  type: PersonType;
  firstName: string;
  lastName: string;
  jobTitle: string;
  site: string;
  mobile: string;
  /** Their preferred language (issue 36 item 7): the French office's people read their messages in French. */
  language?: Language;
}[] = [
  {
    type: "employee",
    firstName: "Olivia",
    lastName: "Bennett",
    jobTitle: "Head of Operations",
    site: "London Head Office",
    mobile: "+44 7700 900123",
  },
  {
    type: "employee",
    firstName: "James",
    lastName: "Okafor",
    jobTitle: "Facilities Manager",
    site: "London Head Office",
    mobile: "+44 7700 900456",
  },
  {
    type: "contractor",
    firstName: "Priya",
    lastName: "Shah",
    jobTitle: "Network Engineer",
    site: "Slough Data Centre",
    mobile: "+44 7700 900789",
  },
  {
    type: "employee",
    firstName: "Tom",
    lastName: "Hughes",
    jobTitle: "Warehouse Supervisor",
    site: "Manchester Distribution Centre",
    mobile: "+44 7700 900321",
  },
  {
    type: "employee",
    firstName: "Camille",
    lastName: "Martin",
    jobTitle: "Country Manager",
    site: "Paris Office",
    mobile: "+33 6 12 34 56 78",
    language: "fr",
  },
  {
    type: "contractor",
    firstName: "Lucas",
    lastName: "Bernard",
    jobTitle: "Fleet Coordinator",
    site: "Lyon Transport Depot",
    mobile: "+33 6 98 76 54 32",
    language: "fr",
  },
  {
    type: "employee",
    firstName: "Maria",
    lastName: "Lopez",
    jobTitle: "Finance Director",
    site: "New York Office",
    mobile: "+1 212 555 0142",
    language: "es",
  },
  {
    type: "employee",
    firstName: "David",
    lastName: "Kim",
    jobTitle: "Site Reliability Lead",
    site: "Ashburn Data Centre",
    mobile: "+1 703 555 0199",
  },
];

/** Real-looking sites and people for the demo company. */
export async function seedDemoAssets(tx: Tx, companyId: string) {
  const rows = await tx
    .insert(assets)
    .values(SITES.map((s) => ({ ...s, companyId })))
    .returning({ id: assets.id, name: assets.name, lat: assets.lat, lng: assets.lng });
  const byName = new Map(rows.map((r) => [r.name, r]));
  await tx.insert(people).values(
    PEOPLE.map(({ site, ...p }) => {
      const home = byName.get(site)!;
      const email = `${p.firstName}.${p.lastName}@northwind.example`.toLowerCase();
      return { ...p, companyId, email, homeAssetId: home.id, lat: home.lat, lng: home.lng };
    }),
  );
}
