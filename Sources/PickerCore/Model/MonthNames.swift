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

    /// What the language calls a date's year, month or day (`"de"`: "Jahr", "Monat", "Tag"), which speech
    /// says when keys move the focus to that column: CLDR's `displayName` of each field
    /// (cldr-dates-full/main/<language>/dateFields.json, same commit). nil for a language not in the table.
    package static func name(of part: ColumnDirectory.DatePart, forLanguage tag: String) -> String? {
        guard let fields = entry(forLanguage: tag)?.fields else { return nil }
        return switch part {
        case .year: fields[0]
        case .month: fields[1]
        case .day: fields[2]
        }
    }

    /// What the language calls a time's column (`"de"`: "Stunde", "Minute", "Tageshälfte" for `hour`,
    /// `minute` and `period`), which speech says when keys move the focus to it: CLDR's `displayName`
    /// of the fields hour, minute and dayperiod (dateFields.json, same commit). nil for a language not
    /// in the table, or another id.
    package static func name(ofTimeColumn id: String, forLanguage tag: String) -> String? {
        guard let language = entry(forLanguage: tag)?.language, let fields = timeFields[language],
              let index = TimeConfig.columnIDs(hours: 12).firstIndex(of: id) else { return nil }
        return fields[index]
    }

    private static func entry(forLanguage tag: String) -> (language: String, order: DateConfig.Order, fields: [String], names: [String])? {
        var language = String(tag.lowercased().prefix { $0 != "-" && $0 != "_" })
        if language == "no" { language = "nb" }
        return table.first { $0.language == language }
    }

    private static let table: [(language: String, order: DateConfig.Order, fields: [String], names: [String])] = [
        ("ar", .dmy, ["السنة", "الشهر", "يوم"], ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو",
               "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]),
        ("bg", .dmy, ["година", "месец", "ден"], ["януари", "февруари", "март", "април", "май", "юни",
               "юли", "август", "септември", "октомври", "ноември", "декември"]),
        ("cs", .dmy, ["rok", "měsíc", "den"], ["leden", "únor", "březen", "duben", "květen", "červen",
               "červenec", "srpen", "září", "říjen", "listopad", "prosinec"]),
        ("da", .dmy, ["år", "måned", "dag"], ["januar", "februar", "marts", "april", "maj", "juni",
               "juli", "august", "september", "oktober", "november", "december"]),
        ("de", .dmy, ["Jahr", "Monat", "Tag"], ["Januar", "Februar", "März", "April", "Mai", "Juni",
               "Juli", "August", "September", "Oktober", "November", "Dezember"]),
        ("el", .dmy, ["έτος", "μήνας", "ημέρα"], ["Ιανουάριος", "Φεβρουάριος", "Μάρτιος", "Απρίλιος", "Μάιος", "Ιούνιος",
               "Ιούλιος", "Αύγουστος", "Σεπτέμβριος", "Οκτώβριος", "Νοέμβριος", "Δεκέμβριος"]),
        ("en", .mdy, ["year", "month", "day"], ["January", "February", "March", "April", "May", "June",
               "July", "August", "September", "October", "November", "December"]),
        ("es", .dmy, ["año", "mes", "día"], ["enero", "febrero", "marzo", "abril", "mayo", "junio",
               "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]),
        ("et", .dmy, ["aasta", "kuu", "päev"], ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni",
               "juuli", "august", "september", "oktoober", "november", "detsember"]),
        ("fi", .dmy, ["vuosi", "kuukausi", "päivä"], ["tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu",
               "heinäkuu", "elokuu", "syyskuu", "lokakuu", "marraskuu", "joulukuu"]),
        ("fr", .dmy, ["année", "mois", "jour"], ["janvier", "février", "mars", "avril", "mai", "juin",
               "juillet", "août", "septembre", "octobre", "novembre", "décembre"]),
        ("ga", .dmy, ["bliain", "mí", "lá"], ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh",
               "Iúil", "Lúnasa", "Meán Fómhair", "Deireadh Fómhair", "Samhain", "Nollaig"]),
        ("he", .dmy, ["שנה", "חודש", "יום"], ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני",
               "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"]),
        ("hr", .dmy, ["godina", "mjesec", "dan"], ["siječanj", "veljača", "ožujak", "travanj", "svibanj", "lipanj",
               "srpanj", "kolovoz", "rujan", "listopad", "studeni", "prosinac"]),
        ("hu", .ymd, ["év", "hónap", "nap"], ["január", "február", "március", "április", "május", "június",
               "július", "augusztus", "szeptember", "október", "november", "december"]),
        ("it", .dmy, ["anno", "mese", "giorno"], ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
               "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]),
        ("lt", .ymd, ["metai", "mėnuo", "diena"], ["sausis", "vasaris", "kovas", "balandis", "gegužė", "birželis",
               "liepa", "rugpjūtis", "rugsėjis", "spalis", "lapkritis", "gruodis"]),
        ("lv", .ymd, ["gads", "mēnesis", "diena"], ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs",
               "jūlijs", "augusts", "septembris", "oktobris", "novembris", "decembris"]),
        ("mt", .dmy, ["Sena", "xahar", "jum"], ["Jannar", "Frar", "Marzu", "April", "Mejju", "Ġunju",
               "Lulju", "Awwissu", "Settembru", "Ottubru", "Novembru", "Diċembru"]),
        ("nb", .dmy, ["år", "måned", "dag"], ["januar", "februar", "mars", "april", "mai", "juni",
               "juli", "august", "september", "oktober", "november", "desember"]),
        ("nl", .dmy, ["jaar", "maand", "dag"], ["januari", "februari", "maart", "april", "mei", "juni",
               "juli", "augustus", "september", "oktober", "november", "december"]),
        ("pl", .dmy, ["rok", "miesiąc", "dzień"], ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec",
               "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"]),
        ("pt", .dmy, ["ano", "mês", "dia"], ["janeiro", "fevereiro", "março", "abril", "maio", "junho",
               "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"]),
        ("ro", .dmy, ["an", "lună", "zi"], ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie",
               "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"]),
        ("ru", .dmy, ["год", "месяц", "день"], ["январь", "февраль", "март", "апрель", "май", "июнь",
               "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"]),
        ("sk", .dmy, ["rok", "mesiac", "deň"], ["január", "február", "marec", "apríl", "máj", "jún",
               "júl", "august", "september", "október", "november", "december"]),
        ("sl", .dmy, ["leto", "mesec", "dan"], ["januar", "februar", "marec", "april", "maj", "junij",
               "julij", "avgust", "september", "oktober", "november", "december"]),
        ("sv", .dmy, ["år", "månad", "dag"], ["januari", "februari", "mars", "april", "maj", "juni",
               "juli", "augusti", "september", "oktober", "november", "december"]),
        ("tr", .dmy, ["yıl", "ay", "gün"], ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran",
               "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]),
        ("uk", .dmy, ["рік", "місяць", "день"], ["січень", "лютий", "березень", "квітень", "травень", "червень",
               "липень", "серпень", "вересень", "жовтень", "листопад", "грудень"]),
    ]

    private static let timeFields: [String: [String]] = [
        "ar": ["الساعات", "الدقائق", "ص/م"],
        "bg": ["час", "минута", "пр.об./сл.об."],
        "cs": ["hodina", "minuta", "část dne"],
        "da": ["time", "minut", "AM/PM"],
        "de": ["Stunde", "Minute", "Tageshälfte"],
        "el": ["ώρα", "λεπτό", "π.μ./μ.μ."],
        "en": ["hour", "minute", "AM/PM"],
        "es": ["hora", "minuto", "a. m./p. m."],
        "et": ["tund", "minut", "enne/pärast lõunat"],
        "fi": ["tunti", "minuutti", "vuorokaudenaika"],
        "fr": ["heure", "minute", "cadran"],
        "ga": ["uair", "nóiméad", "a.m./p.m."],
        "he": ["שעה", "דקה", "לפנה״צ/אחה״צ"],
        "hr": ["sat", "minuta", "AM/PM"],
        "hu": ["óra", "perc", "napszak"],
        "it": ["ora", "minuto", "AM/PM"],
        "lt": ["valanda", "minutė", "iki pietų / po pietų"],
        "lv": ["stundas", "minūtes", "priekšpusdienā/pēcpusdienā"],
        "mt": ["siegħa", "minuta", "AM/PM"],
        "nb": ["time", "minutt", "a.m./p.m."],
        "nl": ["uur", "minuut", "a.m./p.m."],
        "pl": ["godzina", "minuta", "rano / po południu / wieczorem"],
        "pt": ["hora", "minuto", "AM/PM"],
        "ro": ["oră", "minut", "a.m/p.m."],
        "ru": ["час", "минута", "AM/PM"],
        "sk": ["hodina", "minúta", "AM/PM"],
        "sl": ["ura", "minuta", "dop/pop"],
        "sv": ["timme", "minut", "fm/em"],
        "tr": ["saat", "dakika", "ÖÖ/ÖS"],
        "uk": ["година", "хвилина", "дп/пп"],
    ]
}
