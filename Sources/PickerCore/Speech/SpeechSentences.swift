/// The sentences the picker says itself, in the languages it knows them in, so that a French
/// panel says "Confirmé : 10" with a French voice and not "Confirmed: 10" (trials 34 and 35 heard
/// "nachm., at the end" from a German picker). Written here for this project. A config's own
/// `*_text` keys still win, and another language gets the English ones (and the log a line
/// naming them, as trial 72 heard "unavailable" in a Danish session it had missed a key of).
package struct SpeechSentences: Equatable, Sendable {
    var countdown: String
    var confirmed: String
    var cancelled: String
    var volume: String
    var error: String
    var on: String
    var largeTextRefused: String
    var unavailable: String
    var end: String
    var largeTextOn: String
    var largeTextOff: String
    var off: String

    /// The sentences for `voice` ("de", "de-AT", "fr_CA"), by its language; nil for one not listed.
    static func forVoice(_ voice: String) -> SpeechSentences? {
        let language = language(of: voice)
        guard let texts = translations[language] else { return language == "en" ? english : nil }
        return SpeechSentences(countdown: texts[0], confirmed: texts[1], cancelled: texts[2], volume: texts[3], error: texts[4],
                               on: texts[5], largeTextRefused: texts[6], unavailable: texts[7], end: texts[8], largeTextOn: texts[9],
                               largeTextOff: texts[10], off: texts[11])
    }

    /// The language `voice` names, as the sentences are listed by: "de-AT" and "de_AT" are "de".
    static func language(of voice: String) -> String {
        let tag = String(voice.prefix { $0 != "-" && $0 != "_" }).lowercased()
        return aliases[tag] ?? tag
    }

    /// Each language's sentences in the order of the properties above. Where a language's noun
    /// takes a different form after each number (Polish "2 sekundy", "5 sekund"), the number comes
    /// after a colon ("Pozostało sekund: {seconds}"), which every count reads right in.
    private static let translations: [String: [String]] = [
        "bg": ["Оставащи секунди: {seconds}. Натиснете клавиш за повече време", "Потвърдено: {value}", "Отказано",
               "Сила на звука в проценти: {percent}", "Грешка: {message}", "Говорът е включен", "Големият текст не се побира на този екран",
               "{value}, недостъпно", "{value}, край на списъка", "Големият текст е включен", "Големият текст е изключен", "Говорът е изключен"],
        "cs": ["Zbývající sekundy: {seconds}. Stiskněte libovolnou klávesu pro více času", "Potvrzeno: {value}", "Zrušeno",
               "Hlasitost v procentech: {percent}", "Chyba: {message}", "Řeč zapnuta", "Velký text se na tuto obrazovku nevejde",
               "{value}, nedostupné", "{value}, konec seznamu", "Velký text zapnut", "Velký text vypnut", "Řeč vypnuta"],
        "da": ["{seconds} sekunder tilbage: tryk på en tast for mere tid", "Bekræftet: {value}", "Annulleret",
               "Lydstyrke {percent} procent", "Fejl: {message}", "Tale slået til", "Stor tekst kan ikke være på denne skærm",
               "{value}, ikke tilgængelig", "{value}, slut på listen", "Stor tekst slået til", "Stor tekst slået fra", "Tale slået fra"],
        "de": ["Noch {seconds} Sekunden: eine Taste drücken für mehr Zeit", "Bestätigt: {value}", "Abgebrochen",
               "Lautstärke {percent} Prozent", "Fehler: {message}", "Sprachausgabe an", "Große Schrift passt nicht auf diesen Bildschirm",
               "{value}, nicht verfügbar", "{value}, am Ende", "Große Schrift an", "Große Schrift aus", "Sprachausgabe aus"],
        "el": ["Απομένουν {seconds} δευτερόλεπτα: πατήστε ένα πλήκτρο για περισσότερο χρόνο", "Επιβεβαιώθηκε: {value}", "Ακυρώθηκε",
               "Ένταση {percent} τοις εκατό", "Σφάλμα: {message}", "Ομιλία ενεργή", "Το μεγάλο κείμενο δεν χωράει σε αυτή την οθόνη",
               "{value}, μη διαθέσιμο", "{value}, τέλος της λίστας", "Μεγάλο κείμενο ενεργό", "Μεγάλο κείμενο ανενεργό", "Ομιλία ανενεργή"],
        "es": ["Quedan {seconds} segundos: pulse una tecla para tener más tiempo", "Confirmado: {value}", "Cancelado",
               "Volumen {percent} por ciento", "Error: {message}", "Voz activada", "El texto grande no cabe en esta pantalla",
               "{value}, no disponible", "{value}, fin de la lista", "Texto grande activado", "Texto grande desactivado", "Voz desactivada"],
        "et": ["Jäänud on {seconds} sekundit: vajutage mis tahes klahvi, et saada rohkem aega", "Kinnitatud: {value}", "Tühistatud",
               "Helitugevus {percent} protsenti", "Viga: {message}", "Kõne sees", "Suur tekst ei mahu sellele ekraanile",
               "{value}, pole saadaval", "{value}, loendi lõpp", "Suur tekst sees", "Suur tekst väljas", "Kõne väljas"],
        "fi": ["{seconds} sekuntia jäljellä: paina mitä tahansa näppäintä saadaksesi lisää aikaa", "Vahvistettu: {value}", "Peruttu",
               "Äänenvoimakkuus {percent} prosenttia", "Virhe: {message}", "Puhe päällä", "Suuri teksti ei mahdu tälle näytölle",
               "{value}, ei käytettävissä", "{value}, luettelon loppu", "Suuri teksti päällä", "Suuri teksti pois", "Puhe pois"],
        "fr": ["Encore {seconds} secondes : appuyez sur une touche pour avoir plus de temps", "Confirmé : {value}", "Annulé",
               "Volume {percent} pour cent", "Erreur : {message}", "Synthèse vocale activée", "Le grand texte ne tient pas sur cet écran",
               "{value}, indisponible", "{value}, fin de la liste", "Grand texte activé", "Grand texte désactivé", "Synthèse vocale désactivée"],
        "hr": ["Preostalo sekundi: {seconds}. Pritisnite bilo koju tipku za više vremena", "Potvrđeno: {value}", "Otkazano",
               "Glasnoća {percent} posto", "Pogreška: {message}", "Govor uključen", "Veliki tekst ne stane na ovaj zaslon",
               "{value}, nije dostupno", "{value}, kraj popisa", "Veliki tekst uključen", "Veliki tekst isključen", "Govor isključen"],
        "hu": ["Még {seconds} másodperc: nyomjon meg egy gombot több időért", "Megerősítve: {value}", "Megszakítva",
               "Hangerő {percent} százalék", "Hiba: {message}", "Beszéd bekapcsolva", "A nagy szöveg nem fér el ezen a képernyőn",
               "{value}, nem elérhető", "{value}, a lista vége", "Nagy szöveg bekapcsolva", "Nagy szöveg kikapcsolva", "Beszéd kikapcsolva"],
        "it": ["Ancora {seconds} secondi: premere un tasto per avere più tempo", "Confermato: {value}", "Annullato",
               "Volume {percent} per cento", "Errore: {message}", "Sintesi vocale attivata", "Il testo grande non entra in questo schermo",
               "{value}, non disponibile", "{value}, fine dell'elenco", "Testo grande attivato", "Testo grande disattivato", "Sintesi vocale disattivata"],
        "lt": ["Liko sekundžių: {seconds}. Paspauskite bet kurį klavišą, kad gautumėte daugiau laiko", "Patvirtinta: {value}", "Atšaukta",
               "Garsumas procentais: {percent}", "Klaida: {message}", "Kalba įjungta", "Didelis tekstas netelpa šiame ekrane",
               "{value}, nepasiekiama", "{value}, sąrašo pabaiga", "Didelis tekstas įjungtas", "Didelis tekstas išjungtas", "Kalba išjungta"],
        "lv": ["Atlikušās sekundes: {seconds}. Nospiediet jebkuru taustiņu, lai iegūtu vairāk laika", "Apstiprināts: {value}", "Atcelts",
               "Skaļums procentos: {percent}", "Kļūda: {message}", "Runa ieslēgta", "Liels teksts neietilpst šajā ekrānā",
               "{value}, nav pieejams", "{value}, saraksta beigas", "Liels teksts ieslēgts", "Liels teksts izslēgts", "Runa izslēgta"],
        "nb": ["{seconds} sekunder igjen: trykk på en tast for mer tid", "Bekreftet: {value}", "Avbrutt",
               "Volum {percent} prosent", "Feil: {message}", "Tale på", "Stor tekst får ikke plass på denne skjermen",
               "{value}, ikke tilgjengelig", "{value}, slutten av listen", "Stor tekst på", "Stor tekst av", "Tale av"],
        "nl": ["Nog {seconds} seconden: druk op een toets voor meer tijd", "Bevestigd: {value}", "Geannuleerd",
               "Volume {percent} procent", "Fout: {message}", "Spraak aan", "Grote tekst past niet op dit scherm",
               "{value}, niet beschikbaar", "{value}, einde van de lijst", "Grote tekst aan", "Grote tekst uit", "Spraak uit"],
        "pl": ["Pozostało sekund: {seconds}. Naciśnij dowolny klawisz, aby wydłużyć czas", "Potwierdzono: {value}", "Anulowano",
               "Głośność {percent} procent", "Błąd: {message}", "Mowa włączona", "Duży tekst nie mieści się na tym ekranie",
               "{value}, niedostępne", "{value}, koniec listy", "Duży tekst włączony", "Duży tekst wyłączony", "Mowa wyłączona"],
        "pt": ["Faltam {seconds} segundos: pressione uma tecla para ter mais tempo", "Confirmado: {value}", "Cancelado",
               "Volume {percent} por cento", "Erro: {message}", "Voz ativada", "O texto grande não cabe neste visor",
               "{value}, indisponível", "{value}, fim da lista", "Texto grande ativado", "Texto grande desativado", "Voz desativada"],
        "ro": ["Secunde rămase: {seconds}. Apăsați orice tastă pentru mai mult timp", "Confirmat: {value}", "Anulat",
               "Volum {percent} la sută", "Eroare: {message}", "Vorbire activată", "Textul mare nu încape pe acest ecran",
               "{value}, indisponibil", "{value}, sfârșitul listei", "Text mare activat", "Text mare dezactivat", "Vorbire dezactivată"],
        "ru": ["Осталось секунд: {seconds}. Нажмите любую клавишу, чтобы продлить время", "Подтверждено: {value}", "Отменено",
               "Громкость в процентах: {percent}", "Ошибка: {message}", "Речь включена", "Крупный текст не помещается на этом экране",
               "{value}, недоступно", "{value}, конец списка", "Крупный текст включён", "Крупный текст выключен", "Речь выключена"],
        "sk": ["Zostávajúce sekundy: {seconds}. Stlačte ľubovoľný kláves pre viac času", "Potvrdené: {value}", "Zrušené",
               "Hlasitosť v percentách: {percent}", "Chyba: {message}", "Reč zapnutá", "Veľký text sa na túto obrazovku nezmestí",
               "{value}, nedostupné", "{value}, koniec zoznamu", "Veľký text zapnutý", "Veľký text vypnutý", "Reč vypnutá"],
        "sl": ["Preostale sekunde: {seconds}. Pritisnite katero koli tipko za več časa", "Potrjeno: {value}", "Preklicano",
               "Glasnost v odstotkih: {percent}", "Napaka: {message}", "Govor vklopljen", "Velika pisava ne gre na ta zaslon",
               "{value}, ni na voljo", "{value}, konec seznama", "Velika pisava vklopljena", "Velika pisava izklopljena", "Govor izklopljen"],
        "sv": ["{seconds} sekunder kvar: tryck på valfri tangent för mer tid", "Bekräftat: {value}", "Avbrutet",
               "Volym {percent} procent", "Fel: {message}", "Tal på", "Stor text får inte plats på den här skärmen",
               "{value}, inte tillgänglig", "{value}, slutet av listan", "Stor text på", "Stor text av", "Tal av"],
        "tr": ["{seconds} saniye kaldı: daha fazla süre için bir tuşa basın", "Onaylandı: {value}", "İptal edildi",
               "Ses düzeyi yüzde {percent}", "Hata: {message}", "Konuşma açık", "Büyük metin bu ekrana sığmıyor",
               "{value}, kullanılamıyor", "{value}, listenin sonu", "Büyük metin açık", "Büyük metin kapalı", "Konuşma kapalı"],
        "uk": ["Залишилося секунд: {seconds}. Натисніть будь-яку клавішу, щоб продовжити час", "Підтверджено: {value}", "Скасовано",
               "Гучність у відсотках: {percent}", "Помилка: {message}", "Мовлення увімкнено", "Великий текст не вміщується на цьому екрані",
               "{value}, недоступно", "{value}, кінець списку", "Великий текст увімкнено", "Великий текст вимкнено", "Мовлення вимкнено"],
    ]

    /// Tags that name a language above by another code: Norwegian "no" (and Bokmål's espeak-ng voice).
    private static let aliases = ["no": "nb"]

    /// The languages the picker has its own sentences in, English among them.
    package static var languages: [String] { (Array(translations.keys) + ["en"]).sorted() }

    static let english = SpeechSentences(
        countdown: "{seconds} seconds left: press any key for more time", confirmed: "Confirmed: {value}", cancelled: "Cancelled",
        volume: "Volume {percent} percent", error: "Error: {message}", on: "Speech on",
        largeTextRefused: "Large text does not fit this screen", unavailable: "{value}, unavailable", end: "{value}, at the end",
        largeTextOn: "Large text on", largeTextOff: "Large text off", off: "Speech off")
}
