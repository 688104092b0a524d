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

    /// The languages below, by their BCP 47 primary subtag.
    package static let languages = ["de", "en", "es", "fr", "it", "nl"]

    /// The sentences for `voice` ("de", "de-AT", "fr_CA"), by its language; nil for one not listed.
    static func forVoice(_ voice: String) -> SpeechSentences? {
        let language = String(voice.prefix { $0 != "-" && $0 != "_" }).lowercased()
        switch language {
        case "en": return english
        case "de": return SpeechSentences(
            countdown: "Noch {seconds} Sekunden: eine Taste drücken für mehr Zeit", confirmed: "Bestätigt: {value}",
            cancelled: "Abgebrochen", volume: "Lautstärke {percent} Prozent", error: "Fehler: {message}", on: "Sprachausgabe an",
            largeTextRefused: "Große Schrift passt nicht auf diesen Bildschirm", unavailable: "{value}, nicht verfügbar",
            end: "{value}, am Ende")
        case "es": return SpeechSentences(
            countdown: "Quedan {seconds} segundos: pulse una tecla para tener más tiempo", confirmed: "Confirmado: {value}",
            cancelled: "Cancelado", volume: "Volumen {percent} por ciento", error: "Error: {message}", on: "Voz activada",
            largeTextRefused: "El texto grande no cabe en esta pantalla", unavailable: "{value}, no disponible",
            end: "{value}, fin de la lista")
        case "fr": return SpeechSentences(
            countdown: "Encore {seconds} secondes : appuyez sur une touche pour avoir plus de temps", confirmed: "Confirmé : {value}",
            cancelled: "Annulé", volume: "Volume {percent} pour cent", error: "Erreur : {message}", on: "Synthèse vocale activée",
            largeTextRefused: "Le grand texte ne tient pas sur cet écran", unavailable: "{value}, indisponible",
            end: "{value}, fin de la liste")
        case "it": return SpeechSentences(
            countdown: "Ancora {seconds} secondi: premere un tasto per avere più tempo", confirmed: "Confermato: {value}",
            cancelled: "Annullato", volume: "Volume {percent} per cento", error: "Errore: {message}", on: "Sintesi vocale attivata",
            largeTextRefused: "Il testo grande non entra in questo schermo", unavailable: "{value}, non disponibile",
            end: "{value}, fine dell'elenco")
        case "nl": return SpeechSentences(
            countdown: "Nog {seconds} seconden: druk op een toets voor meer tijd", confirmed: "Bevestigd: {value}",
            cancelled: "Geannuleerd", volume: "Volume {percent} procent", error: "Fout: {message}", on: "Spraak aan",
            largeTextRefused: "Grote tekst past niet op dit scherm", unavailable: "{value}, niet beschikbaar",
            end: "{value}, einde van de lijst")
        default: return nil
        }
    }

    static let english = SpeechSentences(
        countdown: "{seconds} seconds left: press any key for more time", confirmed: "Confirmed: {value}", cancelled: "Cancelled",
        volume: "Volume {percent} percent", error: "Error: {message}", on: "Speech on",
        largeTextRefused: "Large text does not fit this screen", unavailable: "{value}, unavailable", end: "{value}, at the end")
}
