import PickerCore

extension PickerConfiguration {
    /// This configuration with `theme.large_text` set.
    func withLargeText(_ enabled: Bool) throws(ConfigError) -> PickerConfiguration {
        try PickerConfiguration(document: Self.document(document, withLargeText: enabled), directory: directory, files: files,
                                contentSource: contentSource)
    }

    /// `document` with `theme.large_text` set.
    static func document(_ document: JSONObject, withLargeText enabled: Bool) -> JSONObject {
        var document = document
        var theme = document["theme"].flatMap { if case .object(let object) = $0 { object } else { nil } } ?? JSONObject()
        theme["large_text"] = .bool(enabled)
        document["theme"] = .object(theme)
        return document
    }
}

extension Picker {
    // MARK: Large text

    /// True while rows are drawn in large text (`theme.large_text`, the large-text key).
    public var isLargeText: Bool { configuration.config.theme.largeText }

    /// The capital H that large text draws at least, in pixels; nil while it is off. It is
    /// `style.largeText.capHeightPx` when that is given, and otherwise the default 32 or, on a panel
    /// where 32 would cut a title to "K…" (or leave a date section too narrow), the tallest H below
    /// it that the panel keeps readable; the `log` says why then.
    public var largeTextCapHeightPx: Int? { renderer.largeTextCapHeightPx }

    /// Why large text draws a shorter H than the default, and what it leaves out of the band or
    /// cuts there at the H it draws, the one `style.largeText.capHeightPx` gives too (the line the
    /// `log` has): "large text is on: a capital H of 14 px, not the default 32: …"; nil while large
    /// text is off, or shows every row whole. A reload whose rows change it says it again. A QA
    /// tester saw a barely larger font and nothing else said so (trial 73): show it, or offer
    /// fewer columns.
    public var largeTextNote: String? { isLargeText ? renderer.largeTextNote : nil }

    /// Large text on or off: a reload of the config with `theme.large_text` set, so the rows grow
    /// (or shrink back) and each column keeps its value. `configuration` shows the change.
    /// - Throws: `.badInput`, its message starting "large text:", when the panel is too small for
    ///   `theme.large_text_cap_height_px`, a date section too narrow for its numbers in the grown
    ///   font, or a column too narrow for its titles' first three characters; the picker then goes on
    ///   as it was.
    ///
    /// The choice outlasts reloads (`reload`, `reloadData`, a socket's edits) whose config leaves
    /// `theme.large_text` as the host's configs had it; one that sets it otherwise decides anew.
    /// One whose rows the grown font cannot show draws them with large text off, and the choice
    /// waits for a reload whose rows it shows.
    public func setLargeText(_ enabled: Bool) throws(PickerError) {
        // A closed or ended picker says so in this call's name, as select and reload do (trial 45
        // heard nothing after close(), and "large text: reload: …" once it had ended).
        try requireOpen("setLargeText")
        guard enabled != isLargeText else {
            // Off while its user's choice waits for rows it can show: the choice is given up.
            if largeTextChoice?.chosen != enabled { largeTextChoice = nil }
            return
        }
        let next: PickerConfiguration
        do throws(ConfigError) {
            next = try configuration.withLargeText(enabled)
        } catch {
            throw PickerError(.badInput, "large text: " + configuration.naming(PickerError(.badInput, "\(error)")).message)
        }
        let configured = largeTextChoice?.configured ?? isLargeText, before = largeTextChoice
        largeTextChoice = nil
        // `reload` names a style's picker's errors by its properties (`style.largeText.capHeightPx`).
        do throws(PickerError) {
            try reload(next)
        } catch {
            largeTextChoice = before
            throw PickerError(error.kind, "large text: " + Self.droppingTurnOffAdvice(Self.droppingLargeTextKey(error.message)))
        }
        largeTextChoice = enabled == configured ? nil : (configured, enabled)
    }

    /// The advice to turn large text off, where the call that was refused turned it on and it stays
    /// off (trial 49 was told to turn off a `style.largeText.isOn` it never set).
    private static func droppingTurnOffAdvice(_ message: String) -> String {
        [", or turn large text off (style.largeText.isOn):", ", or turn large text off (theme.large_text):", ", or turn large text off:"]
            .reduce(message) { $0.replacingEach($1, with: "; large text stays off, as") }
    }

    /// `message` without a leading key that only says large text was on (`style.largeText.isOn: `,
    /// `theme.large_text: `): a program that called `setLargeText`, or a user's key, set no such key
    /// (trial 29).
    private static func droppingLargeTextKey(_ message: String) -> String {
        for key in ["style.largeText.isOn: ", "theme.large_text: "] where message.hasPrefix(key) { return String(message.dropFirst(key.count)) }
        return message
    }

    /// `configuration` as a reload should take it: with the large text its user chose
    /// (`setLargeText`, the key) where it leaves `theme.large_text` as the host's configs had it
    /// (trial 26: a Wi-Fi list reloaded at each scan turned the user's large text off). nil where
    /// the reload decides anew: it sets the other value, or no choice stands.
    func keepingLargeTextChoice(_ configuration: PickerConfiguration) -> PickerConfiguration? {
        guard let choice = largeTextChoice else { return nil }
        guard configuration.config.theme.largeText == choice.configured else {
            largeTextChoice = nil
            return nil
        }
        return try? configuration.withLargeText(choice.chosen)
    }

    /// Reloads with `reloading` the configuration a reload of the host's `configuration` draws: with
    /// the large text its user chose, where a choice stands; where the grown font cannot show the new
    /// rows, as the host's configuration says, rather than refused for a choice the host did not make
    /// (trial 67: a data source's new rows never reached a large-text user's screen). Large text is
    /// then off, and the log and the delegate hear why, as they hear a refused key. The choice
    /// waits: the first reload whose rows the grown font shows brings large text back (trial 95: a
    /// long station name from the back office turned a user's large text off for good).
    func reloadKeepingLargeTextChoice(_ configuration: PickerConfiguration,
                                      _ reloading: (PickerConfiguration) throws(PickerError) -> Void) throws(PickerError) {
        let waiting = largeTextChoice.map { $0.chosen != isLargeText } ?? false
        guard let chosen = keepingLargeTextChoice(configuration) else { return try reloading(configuration) }
        let refusal: PickerError
        // The switch is said as the key's is, where the reload itself said nothing newer: a user
        // without sight learns the text changed size (trial 97, EN 301 549 5.6).
        let spokenBefore = spokenByCalls
        do throws(PickerError) {
            try reloading(chosen)
            if waiting {
                log("large text: back \(isLargeText ? "on" : "off"), as its user chose: the new rows fit")
                if spokenByCalls == spokenBefore { announce(.largeTextSwitched(on: isLargeText)) }
            }
            return
        } catch {
            refusal = error
        }
        try reloading(configuration)
        // A choice already waiting was told when it began to.
        guard !waiting else { return }
        let told = PickerError(refusal.kind, "large text: " + Self.droppingTurnOffAdvice(Self.droppingLargeTextKey(refusal.message))
                               + "; large text is off, and the new rows are drawn as the host's configuration says, until a reload brings rows it can show")
        log(told.message)
        if spokenByCalls == spokenBefore { announce(.largeTextSwitched(on: isLargeText)) }
        delegate?.picker(self, didRefuseLargeText: told)
    }

    /// The large-text key: switched and said (`speech.large_text_on_text`, `large_text_off_text`), or, on a panel too small for it, the reason logged and told
    /// to the delegate (nobody called anything that could throw it to the host), and a short
    /// sentence said (`speech.large_text_refused_text`): the reason is written for developers.
    func toggleLargeText() {
        do throws(PickerError) {
            let spokenBefore = spokenByCalls
            try setLargeText(!isLargeText)
            // A fling it stopped says the row it stopped on: the new size shows, the row is news.
            if spokenByCalls == spokenBefore { announce(.largeTextSwitched(on: isLargeText)) }
        } catch {
            log(error.message)
            announce(.largeTextRefused)
            delegate?.picker(self, didRefuseLargeText: error)
        }
    }
}
