/// What changed a column's selection, as `picker(_:didSelect:cause:)` tells it: a program that
/// reloads one column from another's `didSelect` (a country's cities) tells its user's choice
/// from the selection its own reload moved.
public enum SelectionCause: Equatable, Hashable, Sendable {
    /// The user's touch, keys or encoder (and what moves with them: a date's day cut to a shorter
    /// month as the month turns). An animated `select` that the user's input overtook lands as theirs,
    /// told wherever it lands (back on the row it left too).
    case user
    /// A `select` that asked to be reported (`reportsSelection`), from the program, the socket or a trace.
    case select
    /// A reload: it took the selected row away or disabled it, or stopped a column's fling or drag
    /// (a new font, large text) on another row than the one selected before; or took away the row an
    /// animated `select` was turning to, which lands elsewhere.
    case reload
}
