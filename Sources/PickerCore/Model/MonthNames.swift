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
        entry(forLanguage: tag)?.names
    }

    /// The order a language writes a date with its month's name in (`"de"`: "5. Jan. 2024", day-month-year),
    /// for a date whose `order` is not given: CLDR's `yMMMd` pattern (availableFormats, same files; the
    /// numeric `yMd` is not used, as some languages' is a placeholder, Maltese's `M/d/y`). Latvian's
    /// "y. 'gada' d. MMM" puts the year first, so year-month-day. English's is the United States' and
    /// Canada's ("MMM d, y"); its other regions write "d MMM y" (en-001). nil for a language not in the table.
    package static func order(forLanguage tag: String) -> DateConfig.Order? {
        let parts = tag.lowercased().split { $0 == "-" || $0 == "_" }
        guard let entry = entry(forLanguage: tag) else { return nil }
        guard entry.language == "en", parts.count > 1, !["us", "ca"].contains(parts[1]) else { return entry.order }
        return .dmy
    }

    private static func entry(forLanguage tag: String) -> (language: String, order: DateConfig.Order, names: [String])? {
        var language = String(tag.lowercased().prefix { $0 != "-" && $0 != "_" })
        if language == "no" { language = "nb" }
        return table.first { $0.language == language }
    }

    private static let table: [(language: String, order: DateConfig.Order, names: [String])] = [
        ("ar", .dmy, ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو",
               "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]),
        ("bg", .dmy, ["януари", "февруари", "март", "април", "май", "юни",
               "юли", "август", "септември", "октомври", "ноември", "декември"]),
        ("cs", .dmy, ["leden", "únor", "březen", "duben", "květen", "červen",
               "červenec", "srpen", "září", "říjen", "listopad", "prosinec"]),
        ("da", .dmy, ["januar", "februar", "marts", "april", "maj", "juni",
               "juli", "august", "september", "oktober", "november", "december"]),
        ("de", .dmy, ["Januar", "Februar", "März", "April", "Mai", "Juni",
               "Juli", "August", "September", "Oktober", "November", "Dezember"]),
        ("el", .dmy, ["Ιανουάριος", "Φεβρουάριος", "Μάρτιος", "Απρίλιος", "Μάιος", "Ιούνιος",
               "Ιούλιος", "Αύγουστος", "Σεπτέμβριος", "Οκτώβριος", "Νοέμβριος", "Δεκέμβριος"]),
        ("en", .mdy, ["January", "February", "March", "April", "May", "June",
               "July", "August", "September", "October", "November", "December"]),
        ("es", .dmy, ["enero", "febrero", "marzo", "abril", "mayo", "junio",
               "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]),
        ("et", .dmy, ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni",
               "juuli", "august", "september", "oktoober", "november", "detsember"]),
        ("fi", .dmy, ["tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu",
               "heinäkuu", "elokuu", "syyskuu", "lokakuu", "marraskuu", "joulukuu"]),
        ("fr", .dmy, ["janvier", "février", "mars", "avril", "mai", "juin",
               "juillet", "août", "septembre", "octobre", "novembre", "décembre"]),
        ("ga", .dmy, ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh",
               "Iúil", "Lúnasa", "Meán Fómhair", "Deireadh Fómhair", "Samhain", "Nollaig"]),
        ("he", .dmy, ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני",
               "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"]),
        ("hr", .dmy, ["siječanj", "veljača", "ožujak", "travanj", "svibanj", "lipanj",
               "srpanj", "kolovoz", "rujan", "listopad", "studeni", "prosinac"]),
        ("hu", .ymd, ["január", "február", "március", "április", "május", "június",
               "július", "augusztus", "szeptember", "október", "november", "december"]),
        ("it", .dmy, ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
               "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]),
        ("lt", .ymd, ["sausis", "vasaris", "kovas", "balandis", "gegužė", "birželis",
               "liepa", "rugpjūtis", "rugsėjis", "spalis", "lapkritis", "gruodis"]),
        ("lv", .ymd, ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs",
               "jūlijs", "augusts", "septembris", "oktobris", "novembris", "decembris"]),
        ("mt", .dmy, ["Jannar", "Frar", "Marzu", "April", "Mejju", "Ġunju",
               "Lulju", "Awwissu", "Settembru", "Ottubru", "Novembru", "Diċembru"]),
        ("nb", .dmy, ["januar", "februar", "mars", "april", "mai", "juni",
               "juli", "august", "september", "oktober", "november", "desember"]),
        ("nl", .dmy, ["januari", "februari", "maart", "april", "mei", "juni",
               "juli", "augustus", "september", "oktober", "november", "december"]),
        ("pl", .dmy, ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec",
               "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"]),
        ("pt", .dmy, ["janeiro", "fevereiro", "março", "abril", "maio", "junho",
               "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"]),
        ("ro", .dmy, ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie",
               "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"]),
        ("ru", .dmy, ["январь", "февраль", "март", "апрель", "май", "июнь",
               "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"]),
        ("sk", .dmy, ["január", "február", "marec", "apríl", "máj", "jún",
               "júl", "august", "september", "október", "november", "december"]),
        ("sl", .dmy, ["januar", "februar", "marec", "april", "maj", "junij",
               "julij", "avgust", "september", "oktober", "november", "december"]),
        ("sv", .dmy, ["januari", "februari", "mars", "april", "maj", "juni",
               "juli", "augusti", "september", "oktober", "november", "december"]),
        ("tr", .dmy, ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran",
               "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]),
        ("uk", .dmy, ["січень", "лютий", "березень", "квітень", "травень", "червень",
               "липень", "серпень", "вересень", "жовтень", "листопад", "грудень"]),
    ]
}
