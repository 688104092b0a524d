extension String {
    /// The text in double quotes for an error message, with what would act rather than show written
    /// as `\u{…}`: control characters (a newline would forge a second log line) and the bidi controls
    /// (U+202E would turn the rest of the line around in a terminal or a journal viewer).
    package var quotedForMessage: String {
        var quoted = "\""
        for scalar in unicodeScalars {
            if scalar == "\"" || scalar == "\\" {
                quoted += "\\" + String(scalar)
            } else if scalar.isControlCode || scalar.properties.isBidiControl {
                quoted += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
