import PickerCore

extension PickerColor {
    /// Parses `#rrggbb` (either case), as `init?(hex:)` does, but says what is wrong with any other
    /// text: trial 24 wrote "0a84ff" and "#0a84ff80", got nil with no word, and crashed at `!`.
    /// - Throws: `.badInput` naming the text and what it lacks.
    public init(parsing text: String) throws(PickerError) {
        if let color = PickerColor(hex: text) {
            self = color
            return
        }
        let call = "PickerColor(parsing: \(text.quotedForMessage))"
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        let hexDigits = digits.allSatisfy(\.isHexDigit)
        let problem: String
        if !text.hasPrefix("#") && digits.count == 6 && hexDigits {
            problem = "it needs the \"#\" first: did you mean \("#" + digits)?"
        } else if digits.count == 8 && hexDigits {
            problem = "a colour has no alpha here (a transparent background is the config's theme.background \"#rrggbbaa\"): give \"#\(digits.prefix(6))\""
        } else if !hexDigits {
            problem = "\(digits.first { !$0.isHexDigit }.map { String($0).quotedForMessage } ?? "it") is no hex digit (0-9, a-f)"
        } else {
            problem = "it has \(digits.count) hex digits, and a colour has six"
        }
        throw PickerError(.badInput, "\(call): expected \"#rrggbb\"; \(problem)")
    }
}
