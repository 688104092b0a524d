/// The rows an utterance told (a settle, a focus, an end, a tap on a disabled row), as the model
/// had them when it was said. A repeat after a reload that removed one of them, or changed what it
/// says or whether it can be chosen, would tell of a row that is no longer so: trial 67 heard
/// "Pièces, Caisse pleine, indisponible" again for a row a reload had removed, and trial 69 a
/// departure the timetable no longer had.
package struct ToldRows: Equatable, Sendable {
    /// One row, by its column's id and its value, which a reload keeps where the row stays.
    package struct Row: Equatable, Sendable {
        let columnID: String
        let value: String
        let text: String
        let isDisabled: Bool
    }

    package let utterance: Utterance
    package let rows: [Row]

    /// `cells`: the (column, row) pairs of `model` that `utterance` told.
    package init(utterance: Utterance, cells: [(column: Int, row: Int)], in model: PickerModel) {
        self.utterance = utterance
        rows = cells.map { cell in
            let column = model.columns[cell.column]
            return Row(columnID: column.id, value: column.row(cell.row).value, text: column.spoken(cell.row).text,
                       isDisabled: column.isDisabled(cell.row))
        }
    }

    /// Whether every told row is still in `model`, saying the same and as choosable.
    package func holds(in model: PickerModel) -> Bool {
        rows.allSatisfy { told in
            guard let column = model.columns.first(where: { $0.id == told.columnID }),
                  let row = column.rows.index(ofValue: told.value) else { return false }
            return column.spoken(row).text == told.text && column.isDisabled(row) == told.isDisabled
        }
    }

    /// The columns of `model` whose told row is not the row selected there. A disabled row told
    /// (a tap on it) was never where its column rested, and counts for none (trial 92 heard the
    /// selected row said at a reload after such a tap, nothing having moved).
    package func columnsOffTheirRows(in model: PickerModel) -> [Int] {
        columns(in: model).filter { index in
            let column = model.columns[index]
            return rows.contains { !$0.isDisabled && $0.columnID == column.id && $0.value != column.row(column.selectedRow).value }
        }
    }

    /// The columns of `model` that the told rows were in, in the model's order.
    package func columns(in model: PickerModel) -> [Int] {
        let ids = Set(rows.map(\.columnID))
        return model.columns.indices.filter { ids.contains(model.columns[$0].id) }
    }
}
