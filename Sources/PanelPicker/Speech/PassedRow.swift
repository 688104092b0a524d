import PickerCore

/// The nearest disabled row a key's or the encoder's step passed over on its way to `landing`:
/// said unavailable before the row it lands on ("M1, 23 min, unavailable, M2, free").
struct PassedRow {
    var column: Int
    /// The model row the step lands on, and its value, by which a reload finds it again.
    var landing: Int
    var landingValue: String
    /// The passed row's value, by which a reload finds it again, and what it says.
    var passedValue: String
    var words: SpokenValue
    /// The takeovers counted when it was noted: a select or a reload after it says it no more.
    var mark: Int
}
