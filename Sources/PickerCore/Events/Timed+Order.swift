extension Array {
    /// Timed events in time order; equal times keep their order (the columns' order when merged column by column).
    func sortedByTime<Event>() -> [Element] where Element == Timed<Event> {
        enumerated().sorted { ($0.element.timeUs, $0.offset) < ($1.element.timeUs, $1.offset) }.map(\.element)
    }
}
