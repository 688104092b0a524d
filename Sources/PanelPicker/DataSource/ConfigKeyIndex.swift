extension Substring {
    /// The index a config key spells at the text's start (`sections[` 2 `]`, with `opening` its
    /// part up to the number), taken off the front; nil, and nothing taken, when the text does
    /// not start so. Errors from a program's values are renamed by reading their config keys.
    mutating func takeIndex(after opening: String) -> Int? {
        guard hasPrefix(opening), let close = firstIndex(of: "]"),
              let number = Int(self[index(startIndex, offsetBy: opening.count)..<close]) else { return nil }
        self = self[index(after: close)...]
        return number
    }
}
