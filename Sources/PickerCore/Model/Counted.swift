extension Int {
    /// The count with its noun, singular for one: `1 column`, `2 columns` (for messages; the noun takes an "s").
    package func counted(_ noun: String) -> String {
        self == 1 ? "1 \(noun)" : "\(self) \(noun)s"
    }
}
