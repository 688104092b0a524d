/// Month names in the languages a date's `month_names` may name instead of listing twelve.
///
/// Each is CLDR's stand-alone wide form, the one a month shows alone in a list, in the nominative
/// where a language has cases ("styczeń", not "stycznia"): unicode-org/cldr-json,
/// cldr-dates-full/main/<language>/ca-gregorian.json, months."stand-alone".wide, at commit
/// b08a82b582f1120d630d623f9e5073316741574d. The 18 languages added beside the first 30 (am, bn,
/// ca, fa, hi, hy, id, is, ja, ka, km, ko, ms, ta, th, ur, vi, zh: a router's setup screen offers
/// them, trial 116) are CLDR 41's, common/main/<language>.xml as Debian 12's unicode-cldr-core
/// ships it: the gregorian calendar's stand-alone wide months, its `yMMMd` item and the fields'
/// `displayName`; it gives the first 30 as this table has them, but for Irish capitals and
/// Latvian's quoted "g.".
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
        ("am", .dmy, ["ዓመት", "ወር", "ቀን"], ["ጃንዩወሪ", "ፌብሩወሪ", "ማርች", "ኤፕሪል", "ሜይ", "ጁን",
               "ጁላይ", "ኦገስት", "ሴፕቴምበር", "ኦክቶበር", "ኖቬምበር", "ዲሴምበር"]),
        ("ar", .dmy, ["السنة", "الشهر", "يوم"], ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو",
               "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"]),
        ("bg", .dmy, ["година", "месец", "ден"], ["януари", "февруари", "март", "април", "май", "юни",
               "юли", "август", "септември", "октомври", "ноември", "декември"]),
        ("bn", .dmy, ["বছর", "মাস", "দিন"], ["জানুয়ারী", "ফেব্রুয়ারী", "মার্চ", "এপ্রিল", "মে", "জুন",
               "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"]),
        ("ca", .dmy, ["any", "mes", "dia"], ["gener", "febrer", "març", "abril", "maig", "juny",
               "juliol", "agost", "setembre", "octubre", "novembre", "desembre"]),
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
        ("fa", .dmy, ["سال", "ماه", "روز"], ["ژانویه", "فوریه", "مارس", "آوریل", "مه", "ژوئن",
               "ژوئیه", "اوت", "سپتامبر", "اکتبر", "نوامبر", "دسامبر"]),
        ("fi", .dmy, ["vuosi", "kuukausi", "päivä"], ["tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu",
               "heinäkuu", "elokuu", "syyskuu", "lokakuu", "marraskuu", "joulukuu"]),
        ("fr", .dmy, ["année", "mois", "jour"], ["janvier", "février", "mars", "avril", "mai", "juin",
               "juillet", "août", "septembre", "octobre", "novembre", "décembre"]),
        ("ga", .dmy, ["bliain", "mí", "lá"], ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh",
               "Iúil", "Lúnasa", "Meán Fómhair", "Deireadh Fómhair", "Samhain", "Nollaig"]),
        ("he", .dmy, ["שנה", "חודש", "יום"], ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני",
               "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר", "דצמבר"]),
        ("hi", .dmy, ["वर्ष", "माह", "दिन"], ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून",
               "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"]),
        ("hr", .dmy, ["godina", "mjesec", "dan"], ["siječanj", "veljača", "ožujak", "travanj", "svibanj", "lipanj",
               "srpanj", "kolovoz", "rujan", "listopad", "studeni", "prosinac"]),
        ("hu", .ymd, ["év", "hónap", "nap"], ["január", "február", "március", "április", "május", "június",
               "július", "augusztus", "szeptember", "október", "november", "december"]),
        ("hy", .dmy, ["տարի", "ամիս", "օր"], ["հունվար", "փետրվար", "մարտ", "ապրիլ", "մայիս", "հունիս",
               "հուլիս", "օգոստոս", "սեպտեմբեր", "հոկտեմբեր", "նոյեմբեր", "դեկտեմբեր"]),
        ("id", .dmy, ["tahun", "bulan", "hari"], ["Januari", "Februari", "Maret", "April", "Mei", "Juni",
               "Juli", "Agustus", "September", "Oktober", "November", "Desember"]),
        ("is", .dmy, ["ár", "mánuður", "dagur"], ["janúar", "febrúar", "mars", "apríl", "maí", "júní",
               "júlí", "ágúst", "september", "október", "nóvember", "desember"]),
        ("it", .dmy, ["anno", "mese", "giorno"], ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
               "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]),
        ("ja", .ymd, ["年", "月", "日"], ["1月", "2月", "3月", "4月", "5月", "6月",
               "7月", "8月", "9月", "10月", "11月", "12月"]),
        ("ka", .dmy, ["წელი", "თვე", "დღე"], ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი",
               "ივლისი", "აგვისტო", "სექტემბერი", "ოქტომბერი", "ნოემბერი", "დეკემბერი"]),
        ("km", .dmy, ["ឆ្នាំ", "ខែ", "ថ្ងៃ"], ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា",
               "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ"]),
        ("ko", .ymd, ["년", "월", "일"], ["1월", "2월", "3월", "4월", "5월", "6월",
               "7월", "8월", "9월", "10월", "11월", "12월"]),
        ("lt", .ymd, ["metai", "mėnuo", "diena"], ["sausis", "vasaris", "kovas", "balandis", "gegužė", "birželis",
               "liepa", "rugpjūtis", "rugsėjis", "spalis", "lapkritis", "gruodis"]),
        ("lv", .ymd, ["gads", "mēnesis", "diena"], ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs",
               "jūlijs", "augusts", "septembris", "oktobris", "novembris", "decembris"]),
        ("ms", .dmy, ["tahun", "bulan", "hari"], ["Januari", "Februari", "Mac", "April", "Mei", "Jun",
               "Julai", "Ogos", "September", "Oktober", "November", "Disember"]),
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
        ("ta", .dmy, ["ஆண்டு", "மாதம்", "நாள்"], ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்",
               "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்", "அக்டோபர்", "நவம்பர்", "டிசம்பர்"]),
        ("th", .dmy, ["ปี", "เดือน", "วัน"], ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน",
               "กรกฎาคม", "สิงหาคม", "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]),
        ("tr", .dmy, ["yıl", "ay", "gün"], ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran",
               "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım", "Aralık"]),
        ("uk", .dmy, ["рік", "місяць", "день"], ["січень", "лютий", "березень", "квітень", "травень", "червень",
               "липень", "серпень", "вересень", "жовтень", "листопад", "грудень"]),
        ("ur", .dmy, ["سال", "مہینہ", "دن"], ["جنوری", "فروری", "مارچ", "اپریل", "مئی", "جون",
               "جولائی", "اگست", "ستمبر", "اکتوبر", "نومبر", "دسمبر"]),
        ("vi", .dmy, ["Năm", "Tháng", "Ngày"], ["Tháng 1", "Tháng 2", "Tháng 3", "Tháng 4", "Tháng 5", "Tháng 6",
               "Tháng 7", "Tháng 8", "Tháng 9", "Tháng 10", "Tháng 11", "Tháng 12"]),
        ("zh", .ymd, ["年", "月", "日"], ["一月", "二月", "三月", "四月", "五月", "六月",
               "七月", "八月", "九月", "十月", "十一月", "十二月"]),
    ]

    private static let timeFields: [String: [String]] = [
        "am": ["ሰዓት", "ደቂቃ", "ጥዋት/ከሰዓት"],
        "ar": ["الساعات", "الدقائق", "ص/م"],
        "bg": ["час", "минута", "пр.об./сл.об."],
        "bn": ["ঘণ্টা", "মিনিট", "AM/PM"],
        "ca": ["hora", "minut", "a. m./p. m."],
        "cs": ["hodina", "minuta", "část dne"],
        "da": ["time", "minut", "AM/PM"],
        "de": ["Stunde", "Minute", "Tageshälfte"],
        "el": ["ώρα", "λεπτό", "π.μ./μ.μ."],
        "en": ["hour", "minute", "AM/PM"],
        "es": ["hora", "minuto", "a. m./p. m."],
        "et": ["tund", "minut", "enne/pärast lõunat"],
        "fa": ["ساعت", "دقیقه", "ق.ظ/ب.ظ"],
        "fi": ["tunti", "minuutti", "vuorokaudenaika"],
        "fr": ["heure", "minute", "cadran"],
        "ga": ["uair", "nóiméad", "a.m./p.m."],
        "he": ["שעה", "דקה", "לפנה״צ/אחה״צ"],
        "hi": ["घंटा", "मिनट", "पूर्वाह्न/अपराह्न"],
        "hr": ["sat", "minuta", "AM/PM"],
        "hu": ["óra", "perc", "napszak"],
        "hy": ["ժամ", "րոպե", "ԿԱ/ԿՀ"],
        "id": ["jam", "menit", "AM/PM"],
        "is": ["klukkustund", "mínúta", "f.h./e.h."],
        "it": ["ora", "minuto", "AM/PM"],
        "ja": ["時", "分", "午前/午後"],
        "ka": ["საათი", "წუთი", "დღის ნახევარი"],
        "km": ["ម៉ោង", "នាទី", "ព្រឹក/ល្ងាច"],
        "ko": ["시", "분", "오전/오후"],
        "lt": ["valanda", "minutė", "iki pietų / po pietų"],
        "lv": ["stundas", "minūtes", "priekšpusdienā/pēcpusdienā"],
        "ms": ["jam", "minit", "PG/PTG"],
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
        "ta": ["மணி", "நிமிடம்", "முற்பகல்/பிற்பகல்"],
        "th": ["ชั่วโมง", "นาที", "ช่วงวัน"],
        "tr": ["saat", "dakika", "ÖÖ/ÖS"],
        "uk": ["година", "хвилина", "дп/пп"],
        "ur": ["گھنٹہ", "منٹ", "قبل دوپہر/بعد دوپہر"],
        "vi": ["Giờ", "Phút", "SA/CH"],
        "zh": ["小时", "分钟", "上午/下午"],
    ]
}
