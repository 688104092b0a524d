/// Month names in the languages a date's `month_names` may name instead of listing twelve.
///
/// Each is CLDR's stand-alone wide form, the one a month shows alone in a list, in the nominative
/// where a language has cases ("styczeń", not "stycznia"): unicode-org/cldr-json,
/// cldr-dates-full/main/<language>/ca-gregorian.json, months."stand-alone".wide, at commit
/// b08a82b582f1120d630d623f9e5073316741574d.
package enum MonthNames {
    /// The languages' codes, in order.
    package static let languages = table.map(\.language)

    /// The names for a language tag (`"fr"`, `"de-AT"`, `"pt_BR"`: its language decides, as CLDR's
    /// regional variants keep the month names), January first; nil for a language not in the table.
    /// `"no"`, Norwegian, takes Bokmål's.
    package static func names(forLanguage tag: String) -> [String]? {
        var language = String(tag.lowercased().prefix { $0 != "-" && $0 != "_" })
        if language == "no" { language = "nb" }
        return table.first { $0.language == language }?.names
    }

    private static let table: [(language: String, names: [String])] = [
        ("ar", ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو",
               "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]),
        ("bg", ["януари", "февруари", "март", "април", "май", "юни",
               "юли", "август", "септември", "октомври", "ноември", "декември"]),
        ("cs", ["leden", "únor", "březen", "duben", "květen", "červen",
               "červenec", "srpen", "září", "říjen", "listopad", "prosinec"]),
        ("da", ["januar", "februar", "marts", "april", "maj", "juni",
               "juli", "august", "september", "oktober", "november", "december"]),
        ("de", ["Januar", "Februar", "März", "April", "Mai", "Juni",
               "Juli", "August", "September", "Oktober", "November", "Dezember"]),
        ("el", ["Ιανουάριος", "Φεβρουάριος", "Μάρτιος", "Απρίλιος", "Μάιος", "Ιούνιος",
               "Ιούλιος", "Αύγουστος", "Σεπτέμβριος", "Οκτώβριος", "Νοέμβριος", "Δεκέμβριος"]),
        ("en", ["January", "February", "March", "April", "May", "June",
               "July", "August", "September", "October", "November", "December"]),
        ("es", ["enero", "febrero", "marzo", "abril", "mayo", "junio",
               "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]),
        ("et", ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni",
               "juuli", "august", "september", "oktoober", "november", "detsember"]),
        ("fi", ["tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu",
               "heinäkuu", "elokuu", "syyskuu", "lokakuu", "marraskuu", "joulukuu"]),
        ("fr", ["janvier", "février", "mars", "avril", "mai", "juin",
               "juillet", "août", "septembre", "octobre", "novembre", "décembre"]),
        ("ga", ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh",
               "Iúil", "Lúnasa", "Meán Fómhair", "Deireadh Fómhair", "Samhain", "Nollaig"]),
        ("he", ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני",
               "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"]),
        ("hr", ["siječanj", "veljača", "ožujak", "travanj", "svibanj", "lipanj",
               "srpanj", "kolovoz", "rujan", "listopad", "studeni", "prosinac"]),
        ("hu", ["január", "február", "március", "április", "május", "június",
               "július", "augusztus", "szeptember", "október", "november", "december"]),
        ("it", ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
               "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]),
        ("lt", ["sausis", "vasaris", "kovas", "balandis", "gegužė", "birželis",
               "liepa", "rugpjūtis", "rugsėjis", "spalis", "lapkritis", "gruodis"]),
        ("lv", ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs",
               "jūlijs", "augusts", "septembris", "oktobris", "novembris", "decembris"]),
        ("mt", ["Jannar", "Frar", "Marzu", "April", "Mejju", "Ġunju",
               "Lulju", "Awwissu", "Settembru", "Ottubru", "Novembru", "Diċembru"]),
        ("nb", ["januar", "februar", "mars", "april", "mai", "juni",
               "juli", "august", "september", "oktober", "november", "desember"]),
        ("nl", ["januari", "februari", "maart", "april", "mei", "juni",
               "juli", "augustus", "september", "oktober", "november", "december"]),
        ("pl", ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec",
               "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"]),
        ("pt", ["janeiro", "fevereiro", "março", "abril", "maio", "junho",
               "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"]),
        ("ro", ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie",
               "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"]),
        ("ru", ["январь", "февраль", "март", "апрель", "май", "июнь",
               "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"]),
        ("sk", ["január", "február", "marec", "apríl", "máj", "jún",
               "júl", "august", "september", "október", "november", "december"]),
        ("sl", ["januar", "februar", "marec", "april", "maj", "junij",
               "julij", "avgust", "september", "oktober", "november", "december"]),
        ("sv", ["januari", "februari", "mars", "april", "maj", "juni",
               "juli", "augusti", "september", "oktober", "november", "december"]),
        ("tr", ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran",
               "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]),
        ("uk", ["січень", "лютий", "березень", "квітень", "травень", "червень",
               "липень", "серпень", "вересень", "жовтень", "листопад", "грудень"]),
    ]
}
