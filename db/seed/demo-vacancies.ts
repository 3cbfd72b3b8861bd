/**
 * The demo's vacancies for the Careers page: two open (closing 30 and 45 days after the
 * seed's hotel date) and one closed, which only staff see. Text only, so they live apart
 * from demo-content.ts, whose lists each come with a generated picture.
 */

export interface DemoVacancy {
  name: string;
  /** Closing date, in days after the seed's hotel date (negative: already closed). */
  closesInDays: number;
  /** The description's HTML, using only tags the vacancy allow-list keeps. */
  vacancy: string;
  /**
   * The job's title and description on the Chichewa pages (draft wording, for the hotel's staff
   * to review); the description in the same allow-listed HTML as the English one.
   */
  ny: { name: string; vacancy: string };
}

export const DEMO_VACANCIES: readonly DemoVacancy[] = [
  {
    name: "Front Office Supervisor",
    closesInDays: 30,
    ny: {
      name: "Woyang'anira Olandira Alendo",
      vacancy:
        "<p>Tikufuna <strong>Woyang'anira Olandira Alendo</strong> wachikondi komanso wadongosolo kuti atsogolere gulu lathu lolandira alendo pa nthawi yofika ndi yonyamuka kwa alendo komanso m'nyengo ya misonkhano yotanganidwa.</p>" +
        "<h3>Zomwe mudzachita</h3><ul><li>Kutsogolera gulu la olandira alendo, a concierge ndi owerengera ndalama a usiku pa shifiti</li><li>Kulandira alendo olemekezeka (VIP) ndi magulu, ndi kuthetsa madandaulo a alendo mosamala</li><li>Kuwerengera ndalama ndi malipiro a makadi a shifiti, ndi kupereka ntchito momveka bwino kwa shifiti yotsatira</li></ul>" +
        "<h3>Zomwe mukufunika kukhala nazo</h3><ul><li>Diploma ya kasamalidwe ka mahotelo kapena ya zokopa alendo</li><li>Zaka zosachepera zitatu pa desiki lolandirira alendo la hotelo, chaka chimodzi mwa izo mukuyang'anira ena</li><li>Kulankhula bwino Chingerezi ndi Chichewa; kudziwa Opera PMS kudzakhala mwayi wowonjezera</li></ul>",
    },
    vacancy:
      "<p>We are looking for a warm, organised <strong>Front Office Supervisor</strong> to lead our reception team through arrivals, departures and the busy conference season.</p>" +
      "<h3>What you will do</h3><ul><li>Lead a shift of receptionists, concierge and night auditors</li><li>Handle VIP arrivals, group check-ins and guest concerns with care</li><li>Balance the shift's cash and card takings and hand over clearly</li></ul>" +
      "<h3>What you bring</h3><ul><li>A diploma in hospitality or tourism management</li><li>At least three years at a hotel front desk, one of them supervising</li><li>Fluent English and Chichewa; experience with Opera PMS is an advantage</li></ul>",
  },
  {
    name: "Sous Chef",
    closesInDays: 45,
    ny: {
      name: "Wachiwiri kwa Mkulu wa Ophika (Sous Chef)",
      vacancy:
        "<p>Makhitchini athu amaphikira malo odyera a hotelo, chakudya chopita m'zipinda ndi maphwando a alendo mpaka 1,500. Tikufuna <strong>Wachiwiri kwa Mkulu wa Ophika (Sous Chef)</strong> kuti aziyendetsa khitchini pambali pa Executive Chef.</p>" +
        "<h3>Udindo</h3><ul><li>Kukonza menyu ndi kuwerengera mitengo yake pamodzi ndi Executive Chef, pogwiritsa ntchito zokolola za ku Malawi za nyengo</li><li>Kuyang'anira chakudya chotuluka m'khitchini nthawi yotumikira, ndi kutsogolera gulu la ophika pamene Executive Chef palibe</li><li>Kusunga zolemba za chitetezo cha chakudya ndi kuphunzitsa ophika HACCP</li></ul>" +
        "<h3>Zofunikira</h3><ol><li>Ziyeneretso za maphunziro a kuphika</li><li>Zaka zisanu mu khitchini ya hotelo ya nyenyezi zisanu kapena ya maphwando, ziwiri mwa izo ngati chef de partie kapena pamwamba pake</li><li>Utsogoleri wodekha ngakhale ntchito ikakhala yochuluka</li></ol>",
    },
    vacancy:
      "<p>Our kitchens serve the hotel's restaurants, room service and banquets of up to 1,500 guests. We need a <strong>Sous Chef</strong> to run the kitchen beside the Executive Chef.</p>" +
      "<h3>Responsibilities</h3><ul><li>Plan and cost menus with the Executive Chef, using Malawian produce in season</li><li>Run the pass during service and lead the brigade in the chef's absence</li><li>Keep food safety records and train cooks in HACCP</li></ul>" +
      "<h3>Requirements</h3><ol><li>A culinary arts qualification</li><li>Five years in a five-star or banqueting kitchen, two as a chef de partie or above</li><li>Calm leadership under pressure</li></ol>",
  },
  {
    name: "Conference Sales Executive",
    closesInDays: -10,
    ny: {
      name: "Wogulitsa Ntchito za Misonkhano",
      vacancy:
        "<p>Holo ya misonkhano ikukula. Tikufuna <strong>Wogulitsa Ntchito za Misonkhano</strong> kuti apeze ndi kusamalira misonkhano, ziwonetsero ndi zochitika za boma.</p>" +
        "<ul><li>Kukonza mapulani ndi mitengo ya okonza zochitika</li><li>Kuonetsa makasitomala maholo ndi zipinda za magulu ang'onoang'ono</li><li>Kukwaniritsa zolinga za mwezi uliwonse za mausiku ogona ndi maphwando</li></ul>" +
        "<p>Mukufunika digiri ya malonda kapena ya bizinesi, ndi zaka ziwiri mukugulitsa ntchito za hotelo kapena za zochitika.</p>",
    },
    vacancy:
      "<p>The convention centre is growing. We are looking for a <strong>Conference Sales Executive</strong> to win and look after conferences, exhibitions and government events.</p>" +
      "<ul><li>Prepare proposals and quotations for event organisers</li><li>Show clients the halls and break-out rooms</li><li>Meet monthly targets for room nights and banqueting</li></ul>" +
      "<p>A degree in marketing or business and two years in hotel or event sales are required.</p>",
  },
];
