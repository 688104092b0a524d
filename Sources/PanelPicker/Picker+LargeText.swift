import PickerCore

extension Picker {
    // MARK: Large text

    /// True while rows are drawn in large text (`theme.large_text`, the large-text key).
    public var isLargeText: Bool { configuration.config.theme.largeText }

    /// Large text on or off: a reload of the config with `theme.large_text` set, so the rows grow
    /// (or shrink back) and each column keeps its value. `configuration` shows the change.
    /// - Throws: `.badInput` when the panel is too small for `theme.large_text_cap_height_px`, or a
    ///   date section too narrow for its numbers in the grown font; the picker then goes on as it was.
    public func setLargeText(_ enabled: Bool) throws(PickerError) {
        guard !isClosed, enabled != isLargeText else { return }
        var document = configuration.document
        var theme = document["theme"].flatMap { if case .object(let object) = $0 { object } else { nil } } ?? JSONObject()
        theme["large_text"] = .bool(enabled)
        document["theme"] = .object(theme)
        let next: PickerConfiguration
        do throws(ConfigError) {
            next = try PickerConfiguration(document: document, directory: configuration.directory, files: configuration.files,
                                           contentSource: configuration.contentSource)
        } catch {
            throw configuration.naming(PickerError(.badInput, "\(error)"))
        }
        // `reload` names a style's picker's errors by its properties (`style.largeText.capHeightPx`).
        try reload(next)
    }

    /// The large-text key: switched, or, on a panel too small for it, the reason logged and said.
    func toggleLargeText() {
        do throws(PickerError) {
            try setLargeText(!isLargeText)
        } catch {
            log("large text: \(error.message)")
            announce(.error(message: error.message))
        }
    }
}
