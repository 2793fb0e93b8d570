// Auto Layout's engine: an incremental Cassowary simplex (not Apple's NSISEngine, which is private).
//
// The algorithm is Badros, Borning and Stuckey's Cassowary (2001) in the form Kiwi popularised:
// every constraint becomes a row `constant + Σ coefficient·symbol = 0` with a marker symbol
// (a slack for an inequality, a dummy for a required equality, a pair of error symbols for an
// optional one); the tableau keeps one row per basic symbol and stays feasible (every
// restricted basic symbol ≥ 0) after each edit. Adding a constraint pivots it in (through an
// artificial variable when no symbol can enter), removing one pivots its marker out, and a
// changed constant is pushed through the marker's column and repaired by the dual simplex,
// so an edit costs a few pivots instead of a new solve.
//
// Differences from textbook Cassowary, on purpose:
// - Priorities are lexicographic, as UIKit documents them ("a constraint with a higher priority
//   is satisfied before any with a lower one"): the objective is one row per priority level,
//   compared from the highest level down, instead of one row with weights that can overflow
//   each other. A level costs one more row in each pivot; layouts use a handful of levels.
// - Every choice (entering symbol, leaving row, which infeasible row first) takes the smallest
//   symbol id among ties (Bland's rule), so the same constraints give the same layout in every
//   run (Swift's dictionaries iterate in a random order) and degenerate pivots cannot cycle.
import Foundation

/// A linear-constraint solver with required and optional (prioritised) constraints, edit
/// variables, and incremental add, remove and constant change.
package final class LayoutSolver {
    /// A variable the caller reads (a view's x, y, width or height).
    package struct Variable: Hashable, Sendable { package let id: Int }
    /// A constraint added to the solver.
    package struct ConstraintID: Hashable, Sendable { package let id: Int }
    /// How a constraint's expression relates to zero.
    package enum Relation: Sendable { case equal, lessOrEqual, greaterOrEqual }
    /// What `add` did.
    package enum AddResult: Equatable, Sendable {
        case added(ConstraintID)
        /// A required constraint that cannot hold with the required ones already added (it was
        /// not added); `conflicts` are the ones it fights, as far as the tableau shows them.
        case unsatisfiable(conflicts: [ConstraintID])
    }

    /// The priority at and above which a constraint is required.
    package static let required: Double = 1000

    private enum Kind: UInt8 { case external, slack, error, dummy }

    /// `constant + Σ cells[symbol]·symbol`; as a tableau row it is the basic symbol's value.
    private struct Row {
        var constant: Double
        var cells: [Int: Double] = [:]

        init(constant: Double) { self.constant = constant }

        func coefficient(_ s: Int) -> Double { cells[s] ?? 0 }

        mutating func insert(_ s: Int, _ c: Double) {
            let v = (cells[s] ?? 0) + c
            if abs(v) < LayoutSolver.epsilon { cells.removeValue(forKey: s) } else { cells[s] = v }
        }

        mutating func insert(_ row: Row, _ c: Double) {
            constant += row.constant * c
            for (s, v) in row.cells { insert(s, v * c) }
        }

        /// Solves `0 = self` for `s`: afterwards `s = self`.
        mutating func solve(for s: Int) {
            let c = -1 / cells.removeValue(forKey: s)!
            constant *= c
            cells = cells.mapValues { $0 * c }
        }

        /// Solves `lhs = self` for `rhs` (a pivot: lhs leaves, rhs enters).
        mutating func solve(_ lhs: Int, for rhs: Int) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ s: Int, with row: Row) {
            if let c = cells.removeValue(forKey: s) { insert(row, c) }
        }
    }

    private struct Record {
        var constant: Double
        let priority: Double
        let marker: Int
        /// The marker's coefficient in the constraint's own row (how a constant change maps onto it).
        let markerCoefficient: Double
        let other: Int?
        let otherCoefficient: Double
        let terms: [(Variable, Double)]
        let relation: Relation
    }

    private struct Edit {
        let constraint: ConstraintID
    }

    static let epsilon = 1e-9

    private var kinds: [Kind] = []
    private var rows: [Int: Row] = [:]
    private var columns: [Int: Set<Int>] = [:]
    /// The objective, one row per priority level, highest level first.
    private var levels: [(priority: Double, row: Row)] = []
    private var artificial: Row?
    private var records: [Int: Record] = [:]
    private var owner: [Int: Int] = [:]
    private var edits: [Variable: Edit] = [:]
    private var infeasible = Set<Int>()
    private var nextConstraint = 0

    package init() {}

    /// The number of constraints in the solver (edit constraints included).
    package var constraintCount: Int { records.count }

    /// A new variable (value 0 until constraints say otherwise).
    package func makeVariable() -> Variable { Variable(id: newSymbol(.external)) }

    /// The current value of `v`.
    package func value(_ v: Variable) -> Double { rows[v.id]?.constant ?? 0 }

    // MARK: Adding and removing

    /// Adds `Σ terms + constant (relation) 0` at `priority` (1…1000; 1000 is required).
    package func add(_ terms: [(Variable, Double)], constant: Double, _ relation: Relation, priority: Double) -> AddResult {
        let id = nextConstraint
        nextConstraint += 1
        let isRequired = priority >= Self.required
        var row = Row(constant: constant)
        for (v, c) in terms {
            if let r = rows[v.id] { row.insert(r, c) } else { row.insert(v.id, c) }
        }
        let marker: Int, markerCoefficient: Double
        var other: Int?, otherCoefficient = 0.0
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            // expr ≤ 0 ⇔ expr + s = 0; expr ≥ 0 ⇔ expr − s = 0 (s ≥ 0).
            markerCoefficient = relation == .lessOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, markerCoefficient)
            if !isRequired {
                let e = newSymbol(.error)
                otherCoefficient = -markerCoefficient
                row.insert(e, otherCoefficient)
                other = e
                objective(priority).insert(e, 1)
            }
        case .equal:
            if isRequired {
                marker = newSymbol(.dummy)
                markerCoefficient = 1
                row.insert(marker, 1)
            } else {
                marker = newSymbol(.error)
                markerCoefficient = -1
                let minus = newSymbol(.error)
                otherCoefficient = 1
                other = minus
                row.insert(marker, -1)
                row.insert(minus, 1)
                objective(priority).insert(marker, 1)
                objective(priority).insert(minus, 1)
            }
        }
        if row.constant < 0 {
            row.constant = -row.constant
            row.cells = row.cells.mapValues { -$0 }
        }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject == nil, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            if abs(row.constant) >= Self.epsilon { return .unsatisfiable(conflicts: conflicts(in: row)) }
            subject = marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            putRow(subject, row)
        } else if !addWithArtificialVariable(row) {
            return .unsatisfiable(conflicts: conflicts(in: lastFailedRow ?? row))
        }
        records[id] = Record(constant: constant, priority: priority, marker: marker, markerCoefficient: markerCoefficient,
                             other: other, otherCoefficient: otherCoefficient, terms: terms, relation: relation)
        owner[marker] = id
        if let other { owner[other] = id }
        optimize()
        return .added(ConstraintID(id: id))
    }

    /// Removes a constraint added before.
    package func remove(_ c: ConstraintID) {
        guard let rec = records.removeValue(forKey: c.id) else { return }
        owner.removeValue(forKey: rec.marker)
        if let o = rec.other { owner.removeValue(forKey: o) }
        // Take its error symbols out of the objective first.
        if rec.priority < Self.required {
            for e in [rec.marker, rec.other].compactMap({ $0 }) where kinds[e] == .error {
                let i = levelIndex(rec.priority)!
                if let r = rows[e] { levels[i].row.insert(r, -1) } else { levels[i].row.insert(e, -1) }
            }
        }
        if takeRow(rec.marker) == nil {
            if let leaving = markerLeavingRow(rec.marker) {
                var row = takeRow(leaving)!
                row.solve(leaving, for: rec.marker)
                substitute(rec.marker, with: row)
            }
        }
        // Symbols of a removed constraint must not linger in the tableau.
        for s in [rec.marker, rec.other].compactMap({ $0 }) {
            _ = takeRow(s)
            dropColumn(s)
            for i in levels.indices { levels[i].row.cells.removeValue(forKey: s) }
        }
        optimize()
    }

    /// Changes a constraint's constant (the `constant` of an `NSLayoutConstraint`) and re-solves
    /// incrementally. Returns false when a required constraint can no longer hold; the solver then
    /// keeps the old constant.
    @discardableResult
    package func setConstant(_ c: ConstraintID, to constant: Double) -> Bool {
        guard let rec = records[c.id] else { return false }
        let delta = constant - rec.constant
        if delta == 0 { return true }
        // A redundant required equality (its dummy is basic) cannot move: take it out and add it again.
        if kinds[rec.marker] == .dummy, rows[rec.marker] != nil { return false }
        shift(rec, by: delta)
        records[c.id]!.constant = constant
        if dualOptimize() { return true }
        shift(rec, by: -delta)
        records[c.id]!.constant = rec.constant
        _ = dualOptimize()
        return false
    }

    /// The constraints that `c` was added with (so a caller can add it again).
    package func terms(of c: ConstraintID) -> (terms: [(Variable, Double)], constant: Double, relation: Relation, priority: Double)? {
        records[c.id].map { ($0.terms, $0.constant, $0.relation, $0.priority) }
    }

    // MARK: Edit variables

    /// Makes `v` an edit variable: `suggestValue` then moves it as far as the other constraints allow.
    package func addEditVariable(_ v: Variable, priority: Double) {
        precondition(priority < Self.required, "an edit variable cannot be required")
        guard edits[v] == nil else { return }
        if case .added(let id) = add([(v, 1)], constant: -value(v), .equal, priority: priority) { edits[v] = Edit(constraint: id) }
    }

    package func removeEditVariable(_ v: Variable) {
        if let e = edits.removeValue(forKey: v) { remove(e.constraint) }
    }

    package func suggestValue(_ value: Double, for v: Variable) {
        guard let e = edits[v] else { preconditionFailure("suggestValue for a variable that is not an edit variable") }
        setConstant(e.constraint, to: -value)
    }

    // MARK: Tableau

    private func newSymbol(_ k: Kind) -> Int {
        kinds.append(k)
        return kinds.count - 1
    }

    private func levelIndex(_ p: Double) -> Int? { levels.firstIndex { $0.priority == p } }

    private func objective(_ p: Double) -> ObjectiveRef {
        if let i = levelIndex(p) { return ObjectiveRef(solver: self, index: i) }
        let at = levels.firstIndex { $0.priority < p } ?? levels.count
        levels.insert((p, Row(constant: 0)), at: at)
        return ObjectiveRef(solver: self, index: at)
    }

    private struct ObjectiveRef {
        let solver: LayoutSolver
        let index: Int
        func insert(_ s: Int, _ c: Double) {
            if let r = solver.rows[s] { solver.levels[index].row.insert(r, c) } else { solver.levels[index].row.insert(s, c) }
        }
    }

    private func chooseSubject(_ row: Row, marker: Int, other: Int?) -> Int? {
        var best: Int?
        for s in row.cells.keys where kinds[s] == .external { if best == nil || s < best! { best = s } }
        if let best { return best }
        for s in [marker, other].compactMap({ $0 }) where kinds[s] == .slack || kinds[s] == .error {
            if row.coefficient(s) < 0 { return s }
        }
        return nil
    }

    private var lastFailedRow: Row?

    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = newSymbol(.slack)
        putRow(art, row)
        artificial = row
        optimize(artificialOnly: true)
        let success = abs(artificial!.constant) < 1e-7
        artificial = nil
        lastFailedRow = nil
        if var r = takeRow(art) {
            if !success { lastFailedRow = r; return false }
            if r.cells.isEmpty { return true }
            guard let entering = r.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min() else {
                lastFailedRow = r
                return false
            }
            r.solve(art, for: entering)
            substitute(entering, with: r)
            putRow(entering, r)
        }
        dropColumn(art)
        for i in levels.indices { levels[i].row.cells.removeValue(forKey: art) }
        return success
    }

    // The column index: for each symbol, the basic symbols whose rows mention it, so a
    // substitution or a ratio test visits only those rows instead of the whole tableau.

    private func putRow(_ b: Int, _ row: Row) {
        rows[b] = row
        for k in row.cells.keys { columns[k, default: []].insert(b) }
    }

    private func takeRow(_ b: Int) -> Row? {
        guard let r = rows.removeValue(forKey: b) else { return nil }
        for k in r.cells.keys { columns[k]?.remove(b) }
        return r
    }

    private func dropColumn(_ s: Int) {
        for b in columns.removeValue(forKey: s) ?? [] { rows[b]!.cells.removeValue(forKey: s) }
    }

    /// Replaces `s` by `row` (its new definition) in every row that mentions it.
    private func substitute(_ s: Int, with row: Row) {
        for b in columns.removeValue(forKey: s) ?? [] {
            var r = rows.removeValue(forKey: b)!
            let c = r.cells.removeValue(forKey: s)!
            r.constant += row.constant * c
            for (k, v) in row.cells {
                let old = r.cells[k]
                let new = (old ?? 0) + v * c
                if abs(new) < Self.epsilon {
                    if old != nil { r.cells.removeValue(forKey: k); columns[k]?.remove(b) }
                } else {
                    r.cells[k] = new
                    if old == nil { columns[k, default: []].insert(b) }
                }
            }
            rows[b] = r
            if kinds[b] != .external, r.constant < 0 { infeasible.insert(b) }
        }
        for i in levels.indices { levels[i].row.substitute(s, with: row) }
        artificial?.substitute(s, with: row)
    }

    private func pivot(leaving: Int, entering: Int) {
        var row = takeRow(leaving)!
        row.solve(leaving, for: entering)
        substitute(entering, with: row)
        putRow(entering, row)
    }

    /// The primal simplex over the lexicographic objective (or the artificial row alone).
    private func optimize(artificialOnly: Bool = false) {
        while true {
            guard let entering = enteringSymbol(artificialOnly: artificialOnly) else { return }
            var best: (ratio: Double, symbol: Int)?
            for s in columns[entering] ?? [] where kinds[s] != .external {
                let r = rows[s]!
                let c = r.coefficient(entering)
                guard c < 0 else { continue }
                let ratio = -r.constant / c
                if best == nil || ratio < best!.ratio - Self.epsilon || (abs(ratio - best!.ratio) <= Self.epsilon && s < best!.symbol) {
                    best = (ratio, s)
                }
            }
            guard let leaving = best?.symbol else { return }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The smallest symbol whose objective coefficients, read from the highest level down, start negative.
    private func enteringSymbol(artificialOnly: Bool) -> Int? {
        if artificialOnly {
            return artificial!.cells.filter { $0.value < -Self.epsilon && kinds[$0.key] != .dummy }.keys.min()
        }
        var best: Int?
        for i in levels.indices {
            for (s, c) in levels[i].row.cells where c < -Self.epsilon && kinds[s] != .dummy {
                if best != nil, s >= best! { continue }
                if (0..<i).allSatisfy({ abs(levels[$0].row.coefficient(s)) <= Self.epsilon }) { best = s }
            }
            if best != nil { return best }
        }
        return nil
    }

    /// The dual simplex: brings rows made negative by a constant change back to feasibility.
    private func dualOptimize() -> Bool {
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant < -Self.epsilon else { continue }
            var best: (ratio: [Double], symbol: Int)?
            for (s, c) in row.cells where c > 0 && kinds[s] != .dummy {
                let ratio = levels.map { $0.row.coefficient(s) / c }
                if best == nil || Self.lexLess(ratio, best!.ratio) || (ratio == best!.ratio && s < best!.symbol) { best = (ratio, s) }
            }
            guard let entering = best?.symbol else {
                infeasible.removeAll()
                return false
            }
            pivot(leaving: leaving, entering: entering)
        }
        return true
    }

    private static func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where abs(x - y) > epsilon { return x < y }
        return false
    }

    /// Moves a constraint's constant by `delta` through its marker's column.
    private func shift(_ rec: Record, by delta: Double) {
        if let r = rows[rec.marker] {
            rows[rec.marker]!.constant = r.constant - delta / rec.markerCoefficient
            if rows[rec.marker]!.constant < 0 { infeasible.insert(rec.marker) }
            return
        }
        if let o = rec.other, let r = rows[o] {
            rows[o]!.constant = r.constant - delta / rec.otherCoefficient
            if rows[o]!.constant < 0 { infeasible.insert(o) }
            return
        }
        for k in columns[rec.marker] ?? [] {
            let a = rows[k]!.coefficient(rec.marker)
            guard a != 0 else { continue }
            rows[k]!.constant += a * delta / rec.markerCoefficient
            if kinds[k] != .external, rows[k]!.constant < 0 { infeasible.insert(k) }
        }
    }

    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first: (Double, Int)?, second: (Double, Int)?, third: Int?
        for s in columns[marker] ?? [] {
            let r = rows[s]!
            let c = r.coefficient(marker)
            guard c != 0 else { continue }
            if kinds[s] == .external {
                if third == nil || s < third! { third = s }
            } else if c < 0 {
                let ratio = -r.constant / c
                if first == nil || ratio < first!.0 || (ratio == first!.0 && s < first!.1) { first = (ratio, s) }
            } else {
                let ratio = r.constant / c
                if second == nil || ratio < second!.0 || (ratio == second!.0 && s < second!.1) { second = (ratio, s) }
            }
        }
        return first?.1 ?? second?.1 ?? third
    }

    /// The constraints whose markers a failing row mentions: those the new constraint fights.
    private func conflicts(in row: Row) -> [ConstraintID] {
        Set(row.cells.keys.compactMap { owner[$0] }).sorted().map(ConstraintID.init)
    }
}
