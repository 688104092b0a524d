import PickerCore

extension Picker {
    // MARK: Large text

    /// True while rows are drawn in large text (`theme.large_text`, the large-text key).
    public var isLargeText: Bool { configuration.config.theme.largeText }

    /// Large text on or off: a reload of the config with `theme.large_text` set, so the rows grow
    /// (or shrink back) and each column keeps its value. `configuration` shows the change.
    /// - Throws: `.badInput` when the panel is too small for `theme.large_text_cap_height_px`; the
    ///   picker then goes on as it was.
    public func setLargeText(_ enabled: Bool) throws(PickerError) {
        guard !isClosed, enabled != isLargeText else { return }
        var document = configuration.document
        var theme = document["theme"].flatMap { if case .object(let object) = $0 { object } else { nil } } ?? JSONObject()
        theme["large_text"] = .bool(enabled)
        document["theme"] = .object(theme)
        // A style's picker hears of its own property (`style.largeText.capHeightPx`), as when it was made.
        let named = { (error: PickerError) in self.configuration.contentSource == nil ? error : ContentSource.error(error) }
        let next: PickerConfiguration
        do throws(ConfigError) {
            next = try PickerConfiguration(document: document, directory: configuration.directory, files: configuration.files,
                                           contentSource: configuration.contentSource)
        } catch {
            throw named(PickerError(.badInput, "\(error)"))
        }
        do throws(PickerError) {
            try reload(next)
        } catch {
            throw named(error)
        }
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
