/// The sentences the picker says itself, in the languages it knows them in, so that a French
/// panel says "Confirmé : 10" with a French voice and not "Confirmed: 10" (trials 34 and 35 heard
/// "nachm., at the end" from a German picker). Written here for this project. A config's own
/// `*_text` keys still win, and another language gets the English ones.
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

    /// The sentences for `voice` ("de", "de-AT", "fr_CA"), by its language; nil for one not listed.
    static func forVoice(_ voice: String) -> SpeechSentences? {
        let language = String(voice.prefix { $0 != "-" && $0 != "_" }).lowercased()
        guard let texts = translations[language] else { return language == "en" ? english : nil }
        return SpeechSentences(countdown: texts[0], confirmed: texts[1], cancelled: texts[2], volume: texts[3], error: texts[4],
                               on: texts[5], largeTextRefused: texts[6], unavailable: texts[7], end: texts[8], largeTextOn: texts[9],
                               largeTextOff: texts[10])
    }

    /// Each language's sentences in the order of the properties above.
    private static let translations: [String: [String]] = [
        "de": ["Noch {seconds} Sekunden: eine Taste drücken für mehr Zeit", "Bestätigt: {value}", "Abgebrochen",
               "Lautstärke {percent} Prozent", "Fehler: {message}", "Sprachausgabe an", "Große Schrift passt nicht auf diesen Bildschirm",
               "{value}, nicht verfügbar", "{value}, am Ende", "Große Schrift an", "Große Schrift aus"],
        "es": ["Quedan {seconds} segundos: pulse una tecla para tener más tiempo", "Confirmado: {value}", "Cancelado",
               "Volumen {percent} por ciento", "Error: {message}", "Voz activada", "El texto grande no cabe en esta pantalla",
               "{value}, no disponible", "{value}, fin de la lista", "Texto grande activado", "Texto grande desactivado"],
        "fr": ["Encore {seconds} secondes : appuyez sur une touche pour avoir plus de temps", "Confirmé : {value}", "Annulé",
               "Volume {percent} pour cent", "Erreur : {message}", "Synthèse vocale activée", "Le grand texte ne tient pas sur cet écran",
               "{value}, indisponible", "{value}, fin de la liste", "Grand texte activé", "Grand texte désactivé"],
        "it": ["Ancora {seconds} secondi: premere un tasto per avere più tempo", "Confermato: {value}", "Annullato",
               "Volume {percent} per cento", "Errore: {message}", "Sintesi vocale attivata", "Il testo grande non entra in questo schermo",
               "{value}, non disponibile", "{value}, fine dell'elenco", "Testo grande attivato", "Testo grande disattivato"],
        "nl": ["Nog {seconds} seconden: druk op een toets voor meer tijd", "Bevestigd: {value}", "Geannuleerd",
               "Volume {percent} procent", "Fout: {message}", "Spraak aan", "Grote tekst past niet op dit scherm",
               "{value}, niet beschikbaar", "{value}, einde van de lijst", "Grote tekst aan", "Grote tekst uit"],
    ]

    static let english = SpeechSentences(
        countdown: "{seconds} seconds left: press any key for more time", confirmed: "Confirmed: {value}", cancelled: "Cancelled",
        volume: "Volume {percent} percent", error: "Error: {message}", on: "Speech on",
        largeTextRefused: "Large text does not fit this screen", unavailable: "{value}, unavailable", end: "{value}, at the end",
        largeTextOn: "Large text on", largeTextOff: "Large text off")
}
