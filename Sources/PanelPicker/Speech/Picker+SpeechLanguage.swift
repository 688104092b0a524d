import PickerCore

extension Picker {
    // MARK: Speech language

    /// Speech in another language, as a bilingual panel switches when its user picks one (trial 73
    /// heard "Confirmed: Risoto…" in English after the patient chose Portuguese): `speech.voice`
    /// becomes `voice`, and the sentences the picker says itself (`confirmed_text`, `end_text`, …)
    /// are that language's, where the picker has them (speech.md lists the languages).
    ///
    /// - Parameters:
    ///   - voice: espeak-ng's voice, a BCP 47 language or a voice name (`"pt"`, `"sv-SE"`); with
    ///     `"engine": "delegate"`, the `voice` of every utterance your engine hears.
    ///   - sentences: the sentences in the new language, by config key (`"moved_text"`,
    ///     `"confirmed_text"`, `"on_start"`): they replace every sentence the configuration gave, as
    ///     one in the old language would be read wrong by the new voice. The others are the
    ///     language's own, or English for a language the picker has none in (the log names them).
    ///
    /// A reload of the configuration with the new `speech`: `configuration` shows it, speech stays
    /// on or off as it is now, what was being said stops, and the session's volume goes back to
    /// `speech.volume`. At rest nothing is selected or said; a column still moving stops where the
    /// wheel is, as a restyle stops it, and its row is told and said. The rows' own languages (`lang` of an item,
    /// a column or the theme) are not touched: reload them in the new language as you translate them.
    /// The new speech outlasts every reload whose `speech` section is the one the configuration had
    /// before the first such call, as a language the user chose should: `reloadData()`,
    /// `reloadColumn(_:)`, a restyle with the same `settings:` (trial 78's German sentences came
    /// back after one). A reload with another `speech` section takes that one.
    /// - Throws: `.badInput` naming the voice or the sentence that is wrong (a voice espeak-ng does
    ///   not have, when it is the engine; an unknown key, a placeholder the sentence does not
    ///   take); the picker then goes on as it was.
    public func setSpeech(voice: String, sentences: [String: String] = [:]) throws(PickerError) {
        let call = "setSpeech(voice:sentences:)"
        try requireOpen(call)
        // A name spelt wrong is named by the reload below, as a config's is.
        if configuration.config.speech.engine == .espeakNG, (try? SpeechConfig.decodeVoice(.string(voice), "voice")) != nil,
           let problem = EspeakSpeech.voiceProblem(voice) {
            throw PickerError(.badInput, "\(call): voice: \(problem); the picker goes on speaking as it did")
        }
        let given = configuration.document["speech"].flatMap { if case .object(let object) = $0 { object } else { nil } } ?? JSONObject()
        let speech = SpeechConfig.speaking(given, voice: voice, sentences: sentences.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                                           enabled: announcer.isEnabled)
        let replaced = speechChoice.map(\.replaced) ?? configuration.document["speech"]
        do throws(PickerError) {
            if configuration.contentSource != nil { _ = try requireContentSource(call) }
            try reload(try configuration(configuration, speaking: speech))
            speechChoice = (replaced, speech)
        } catch {
            let message = error.message.hasPrefix("\(call): ") ? String(error.message.dropFirst(call.count + 2)) : error.message
            throw PickerError(error.kind, "\(call): " + Self.namingArguments(message, sentences: sentences))
        }
    }

    /// `configuration` with the speech `setSpeech(voice:sentences:)` chose where it gives the
    /// `speech` section that call replaced; the choice is forgotten where it gives another.
    func keepingSpeechChoice(_ configuration: PickerConfiguration) throws(PickerError) -> PickerConfiguration {
        guard let choice = speechChoice else { return configuration }
        let given = configuration.document["speech"]
        if given == .object(choice.chosen) { return configuration }
        guard given == choice.replaced else {
            speechChoice = nil
            return configuration
        }
        return try self.configuration(configuration, speaking: choice.chosen)
    }

    /// `base` with `speech` as its `speech` section: in its data source's settings, or its document.
    private func configuration(_ base: PickerConfiguration, speaking speech: JSONObject) throws(PickerError) -> PickerConfiguration {
        if let source = base.contentSource, let dataSource = source.dataSource {
            var settings = JSONObject(try ContentSource.settingsEntries(source.settings).entries)
            settings["speech"] = .object(speech)
            return try PickerConfiguration(dataSource: dataSource, style: source.style, directory: base.directory,
                                           settings: JSONValue.object(settings).serialized)
        }
        var document = base.document
        document["speech"] = .object(speech)
        do throws(ConfigError) {
            return try PickerConfiguration(document: document, directory: base.directory, files: base.files, contentSource: base.contentSource)
        } catch {
            throw PickerError(.badInput, "\(error)")
        }
    }

    /// `message` naming this call's arguments, not the config keys they became: `voice`,
    /// `sentences["moved_text"]`, as a Swift program wrote them.
    private static func namingArguments(_ message: String, sentences: [String: String]) -> String {
        let renames = [("speech.voice: ", "voice: ")] + sentences.keys.sorted().map { ("speech.\($0): ", "sentences[\($0.quotedForMessage)]: ") }
        guard let (key, argument) = renames.first(where: { message.hasPrefix($0.0) }) else { return message }
        return argument + message.dropFirst(key.count)
    }
}
