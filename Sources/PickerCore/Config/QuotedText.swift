extension String {
    /// The text in double quotes for an error message, with what would act rather than show written
    /// as `\u{…}`: control characters (a newline would forge a second log line) and the bidi controls
    /// (U+202E would turn the rest of the line around in a terminal or a journal viewer).
    package var quotedForMessage: String {
        // A value pasted or sent by mistake (a voice of 5,000 characters, trial 84) is quoted by its
        // start and its length, not whole into every log line that names it.
        let length = count
        let shown = length > Self.charactersQuoted ? String(prefix(Self.charactersQuoted)) : self
        var quoted = "\""
        for scalar in shown.unicodeScalars {
            if scalar == "\"" || scalar == "\\" {
                quoted += "\\" + String(scalar)
            } else if scalar.isControlCode || scalar.properties.isBidiControl {
                quoted += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
        return length > Self.charactersQuoted ? quoted + "…\" (\(length) characters)" : quoted + "\""
    }

    /// The most characters a message quotes of a text.
    static let charactersQuoted = 200
}
