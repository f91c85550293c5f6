import type { Language } from '../languages.ts';

/**
 * What a note's sentence may claim, per language (decisions: the suggested note tells the truth):
 * numbers written as words, and the words of a clinical conclusion. A language model's sentence
 * is checked against the words of its note's language and of English.
 */
export interface ClaimWords {
  /** Number words with their values; 1 is left out, it is an article in most languages. */
  readonly numbers: Readonly<Record<string, number>>;
  /** A number word written as one word ("siebenundneunzig", "veintisiete"): never verifiable. */
  readonly compound: RegExp;
  /**
   * The adjective dry, and the words it may describe (night, weight): "dry" near them describes
   * nights or a dry weight, else it concludes that the child is dry.
   */
  readonly dry: RegExp;
  readonly night: RegExp;
  /** "in a row": a sentence with it claims a streak. */
  readonly streak: RegExp;
  /** Success, which only a treatment prediction's percentage or a long dry streak may carry. */
  readonly success: RegExp;
  /** Conclusions the facts never support: cured, no risk, completely dry. */
  readonly never: RegExp;
  /** A verb of stopping near the word treatment: "the treatment can stop". */
  readonly stop: RegExp;
  readonly treatment: RegExp;
}

const words = (list: string, from = 2) =>
  Object.fromEntries(list.split(' ').map((word, index) => [word, index + from]));
const tens = (list: string) =>
  Object.fromEntries(list.split(' ').map((word, index) => [word, (index + 2) * 10]));

/** Initial success: 14 dry nights in a row (ICCS). A shorter streak never makes the child "dry". */
export const DRY_SUCCESS_NIGHTS = 14;

export const CLAIM_WORDS: Record<Language, ClaimWords> = {
  en: {
    numbers: {
      zero: 0,
      ...words(
        'two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
      ),
      ...tens('twenty thirty forty fifty sixty seventy eighty ninety'),
      hundred: 100,
      thousand: 1000,
      dozen: 12,
    },
    compound: /^(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)./u,
    dry: /^(dry|dryness)$/u,
    night: /^(nights?|weight)$/u,
    streak: /in a row|consecutive|straight|streak/u,
    success: /success/u,
    never:
      /\bcured?\b|\bheal(ed|s)?\b|\bresolved\b|\bno risk|risk[- ]free|without (any )?risk|zero risk|\bcomplete(ly)? dry|\bfully dry|\btotally dry/u,
    stop: /^(stop\p{L}*|end|ended|ending|discontinu\p{L}*|finish\p{L}*|ceas\p{L}*)$/u,
    treatment: /^(treatment|therapy|alarm)$/u,
  },
  de: {
    numbers: {
      null: 0,
      ...words(
        'zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn',
      ),
      ...tens('zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'),
      hundert: 100,
      tausend: 1000,
    },
    compound:
      /.(zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|hundert|tausend)$|^(hundert|tausend)./u,
    dry: /^trocken(e|er|es|en|em)?$/u,
    night: /^(n(a|ä)cht\p{L}*|gewicht\p{L}*)$/u,
    streak: /in folge|hintereinander|am stück|nacheinander|serie/u,
    success: /erfolg/u,
    never:
      /geheilt|heilung|kein\p{L}* risiko|risikofrei|ohne risiko|komplett trocken|vollständig trocken|völlig trocken/u,
    stop: /^(beend\p{L}*|absetz\p{L}*|abbrech\p{L}*|einstell\p{L}*|stopp\p{L}*|aufhör\p{L}*)$/u,
    treatment: /^(behandlung|therapie|alarm\p{L}*)$/u,
  },
  fr: {
    numbers: {
      zéro: 0,
      ...words('deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'),
      ...tens('vingt trente quarante cinquante soixante'),
      cent: 100,
      mille: 1000,
    },
    compound: /^(vingt|trente|quarante|cinquante|soixante)./u,
    dry: /^(sec|sèche|secs|sèches)$/u,
    night: /^(nuits?|poids)$/u,
    streak: /d[’']affilée|consécuti|de suite|d’affilée/u,
    success: /réussi|succès/u,
    never: /guéri|guérison|aucun risque|sans risque|risque nul|complètement sec|totalement sec/u,
    stop: /^(arrêt\p{L}*|interromp\p{L}*|cesser|stopper|terminer|fin)$/u,
    treatment: /^(traitement|thérapie|alarme)$/u,
  },
  es: {
    numbers: {
      cero: 0,
      ...words(
        'dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve',
      ),
      ...tens('veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa'),
      cien: 100,
      mil: 1000,
    },
    compound: /^(veinti|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)./u,
    dry: /^(seco|seca|secos|secas)$/u,
    night: /^(noches?|peso)$/u,
    streak: /seguid|consecutiv/u,
    success: /éxito|exitos/u,
    never: /curad[oa]|\bcura\b|sin riesgo|ningún riesgo|completamente sec/u,
    stop: /^(suspend\p{L}*|interrump\p{L}*|dejar|parar|terminar|finalizar)$/u,
    treatment: /^(tratamiento|terapia|alarma)$/u,
  },
  it: {
    numbers: {
      zero: 0,
      ...words(
        'due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove',
      ),
      ...tens('venti trenta quaranta cinquanta sessanta settanta ottanta novanta'),
      cento: 100,
      mille: 1000,
    },
    compound: /^(venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta|cento)(?!l)./u,
    dry: /^asciutt\p{L}*$/u,
    night: /^(nott[ei]|peso)$/u,
    streak: /di fila|consecutiv|di seguito/u,
    success: /successo|riuscit/u,
    never: /guarit\p{L}*|guarigione|nessun rischio|senza rischi|completamente asciutt/u,
    stop: /^(sospend\p{L}*|interromp\p{L}*|terminare|smettere|fermare)$/u,
    treatment: /^(trattamento|terapia|allarme)$/u,
  },
  nl: {
    numbers: {
      nul: 0,
      ...words(
        'twee drie vier vijf zes zeven acht negen tien elf twaalf dertien veertien vijftien zestien zeventien achttien negentien',
      ),
      ...tens('twintig dertig veertig vijftig zestig zeventig tachtig negentig'),
      honderd: 100,
      duizend: 1000,
    },
    compound:
      /.(twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd|duizend)$|^(honderd|duizend)./u,
    dry: /^(droog|droge)$/u,
    night: /^(nacht(en)?|gewicht)$/u,
    streak: /achter elkaar|op rij|achtereen/u,
    success: /succes|geslaagd/u,
    never: /genezen|genezing|geen risico|zonder risico|helemaal droog|volledig droog/u,
    stop: /^(stoppen|gestopt|beëindig\p{L}*|staken)$/u,
    treatment: /^(behandeling|therapie|alarm)$/u,
  },
  da: {
    numbers: {
      nul: 0,
      ...words(
        'to tre fire fem seks syv otte ni ti elleve tolv tretten fjorten femten seksten sytten atten nitten',
      ),
      tyve: 20,
      tredive: 30,
      fyrre: 40,
      halvtreds: 50,
      tres: 60,
      halvfjerds: 70,
      firs: 80,
      halvfems: 90,
      hundrede: 100,
      tusind: 1000,
    },
    compound: /.(tyve|tredive|fyrre|halvtreds|halvfjerds|halvfems|hundrede|tusind)$/u,
    dry: /^(tør|tørre?)$/u,
    night: /^((nat|nætter|nætterne|natten)|vægt\p{L}*)$/u,
    streak: /i træk|i streg/u,
    success: /succes|vellykket/u,
    never: /helbred\p{L}*|kureret|ingen risiko|uden risiko|helt tør/u,
    stop: /^(stop\p{L}*|afslut\p{L}*|ophør\p{L}*)$/u,
    treatment: /^(behandling\p{L}*|terapi|alarm\p{L}*)$/u,
  },
  no: {
    numbers: {
      null: 0,
      ...words(
        'to tre fire fem seks sju åtte ni ti elleve tolv tretten fjorten femten seksten sytten atten nitten',
      ),
      ...tens('tjue tretti førti femti seksti sytti åtti nitti'),
      hundre: 100,
      tusen: 1000,
    },
    compound: /^(tjue|tretti|førti|femti|seksti|sytti|åtti|nitti)[\p{L}]|.(hundre|tusen)$/u,
    dry: /^(tørr|tørre)$/u,
    night: /^((natt|netter|nettene|natten)|vekt\p{L}*)$/u,
    streak: /på rad|i strekk/u,
    success: /vellykket|suksess/u,
    never: /\bfrisk\b|helbredet|kurert|ingen risiko|uten risiko|helt tørr/u,
    stop: /^(stopp\p{L}*|avslutt\p{L}*)$/u,
    treatment: /^(behandling\p{L}*|terapi|alarm\p{L}*)$/u,
  },
  sv: {
    numbers: {
      noll: 0,
      ...words(
        'två tre fyra fem sex sju åtta nio tio elva tolv tretton fjorton femton sexton sjutton arton nitton',
      ),
      ...tens('tjugo trettio fyrtio femtio sextio sjuttio åttio nittio'),
      hundra: 100,
      tusen: 1000,
    },
    compound: /^(tjugo|trettio|fyrtio|femtio|sextio|sjuttio|åttio|nittio)[\p{L}]|.(hundra|tusen)$/u,
    dry: /^(torr|torra|torrt)$/u,
    night: /^((natt|nätter|nätterna|natten)|vikt\p{L}*)$/u,
    streak: /i rad|i följd/u,
    success: /lyckad|framgång/u,
    never: /botad|\bfrisk\b|läkt|ingen risk|utan risk|riskfri|helt torr/u,
    stop: /^(avsluta\p{L}*|sluta|stoppa\p{L}*|upphöra)$/u,
    treatment: /^(behandling\p{L}*|terapi|larm\p{L}*)$/u,
  },
  fi: {
    numbers: {
      nolla: 0,
      ...words(
        'kaksi kolme neljä viisi kuusi seitsemän kahdeksan yhdeksän kymmenen yksitoista kaksitoista kolmetoista neljätoista viisitoista kuusitoista seitsemäntoista kahdeksantoista yhdeksäntoista',
      ),
      sata: 100,
      tuhat: 1000,
    },
    compound: /kymmentä|sataa|.toista$/u,
    dry: /^kuiv\p{L}*$/u,
    night: /^((yö|yötä|yöt|yön|yöllä|öitä|öiden)|paino\p{L}*)$/u,
    streak: /peräkkäi|putkeen/u,
    success: /onnistu/u,
    never: /parantu\p{L}*|parantun\p{L}*|ei riskiä|riskitön|täysin kuiva/u,
    stop: /^(lopet\p{L}*)$/u,
    treatment: /^(hoito\p{L}*|hoidon|hälytin\p{L}*|terapia)$/u,
  },
  pl: {
    numbers: {
      zero: 0,
      ...words(
        'dwa trzy cztery pięć sześć siedem osiem dziewięć dziesięć jedenaście dwanaście trzynaście czternaście piętnaście szesnaście siedemnaście osiemnaście dziewiętnaście',
      ),
      dwie: 2,
      dwóch: 2,
      trzech: 3,
      czterech: 4,
      pięciu: 5,
      ...tens(
        'dwadzieścia trzydzieści czterdzieści pięćdziesiąt sześćdziesiąt siedemdziesiąt osiemdziesiąt dziewięćdziesiąt',
      ),
      sto: 100,
      tysiąc: 1000,
    },
    compound: /dzieści|dziesiąt|naście|.set$|^(dwie|trzy|czter)sta$/u,
    dry: /^(such\p{L}*|sucho)$/u,
    night: /^((noc|noce|nocy|nocami)|wag\p{L}*)$/u,
    streak: /z rzędu|pod rząd|kolejn/u,
    success: /sukces|udan/u,
    never: /wyleczon\p{L}*|wyleczeni\p{L}*|brak ryzyka|bez ryzyka|całkowicie such/u,
    stop: /^(przerw\p{L}*|zakończ\p{L}*|zaprzest\p{L}*)$/u,
    treatment: /^(leczeni\p{L}*|terapi\p{L}*|alarm\p{L}*)$/u,
  },
  pt: {
    numbers: {
      zero: 0,
      ...words(
        'dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezasseis dezassete dezoito dezanove',
      ),
      duas: 2,
      ...tens('vinte trinta quarenta cinquenta sessenta setenta oitenta noventa'),
      cem: 100,
      mil: 1000,
    },
    compound: /^(vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa)./u,
    dry: /^(seco|seca|secos|secas)$/u,
    night: /^(noites?|peso)$/u,
    streak: /seguid|consecutiv/u,
    success: /sucesso|bem-sucedid/u,
    never: /curad[oa]|\bcura\b|sem risco|nenhum risco|completamente sec/u,
    stop: /^(suspend\p{L}*|interromp\p{L}*|parar|terminar)$/u,
    treatment: /^(tratamento|terapia|alarme)$/u,
  },
};
