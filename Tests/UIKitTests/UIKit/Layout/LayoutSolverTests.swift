import XCTest
import UIKit

/// The Cassowary solver on its own: required and optional constraints, lexicographic priorities,
/// unsatisfiable sets, edit variables, removal, and incremental edits against a fresh solve.
final class LayoutSolverTests: XCTestCase {
    typealias S = LayoutSolver

    func testRequiredEqualitiesChain() {
        let s = S(), x = s.makeVariable(), y = s.makeVariable()
        _ = s.add([(x, 1)], constant: -10, .equal, priority: 1000)
        _ = s.add([(y, 1), (x, -1)], constant: -5, .equal, priority: 1000)
        XCTAssertEqual(s.value(x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(y), 15, accuracy: 1e-9)
    }

    func testARequiredInequalityBeatsAnOptionalEquality() {
        let s = S(), x = s.makeVariable()
        _ = s.add([(x, 1)], constant: -100, .greaterOrEqual, priority: 1000)
        _ = s.add([(x, 1)], constant: -50, .equal, priority: 750)
        XCTAssertEqual(s.value(x), 100, accuracy: 1e-9)
        let t = S(), z = t.makeVariable()
        _ = t.add([(z, 1)], constant: -80, .lessOrEqual, priority: 1000)
        _ = t.add([(z, 1)], constant: -100, .equal, priority: 999)
        XCTAssertEqual(t.value(z), 80, accuracy: 1e-9)
    }

    /// Three constraints at 250 want 0 and one at 251 wants 100: a weighted sum would pick 0
    /// (3 × 250 > 251); UIKit's priorities are strict, so 100 wins.
    func testPrioritiesAreLexicographicNotWeighted() {
        let s = S(), x = s.makeVariable()
        for _ in 0..<3 { _ = s.add([(x, 1)], constant: 0, .equal, priority: 250) }
        _ = s.add([(x, 1)], constant: -100, .equal, priority: 251)
        XCTAssertEqual(s.value(x), 100, accuracy: 1e-9)
    }

    func testConflictingRequiredConstraintsAreReportedWithTheirConflicts() {
        let s = S(), x = s.makeVariable(), y = s.makeVariable()
        guard case .added(let a) = s.add([(x, 1)], constant: -10, .equal, priority: 1000),
              case .added(let b) = s.add([(y, 1), (x, -1)], constant: 0, .equal, priority: 1000) else { return XCTFail() }
        let result = s.add([(y, 1)], constant: -20, .equal, priority: 1000)
        XCTAssertEqual(result, .unsatisfiable(conflicts: [a, b]))
        XCTAssertEqual(s.value(y), 10, accuracy: 1e-9, "the failed constraint left the solution as it was")
        // An inequality conflict goes through the artificial variable.
        guard case .unsatisfiable(let others) = s.add([(x, 1), (y, 1)], constant: -30, .greaterOrEqual, priority: 1000) else {
            return XCTFail("x + y ≥ 30 cannot hold with x = y = 10")
        }
        XCTAssertEqual(Set(others), [a, b])
        XCTAssertEqual(s.value(x) + s.value(y), 20, accuracy: 1e-9)
    }

    func testInequalityConflictReportsTheInequality() {
        let s = S(), w = s.makeVariable()
        guard case .added(let a) = s.add([(w, 1)], constant: -100, .greaterOrEqual, priority: 1000) else { return XCTFail() }
        XCTAssertEqual(s.add([(w, 1)], constant: -50, .equal, priority: 1000), .unsatisfiable(conflicts: [a]))
        XCTAssertEqual(s.value(w), 100, accuracy: 1e-9)
    }

    func testEditVariableFollowsSuggestionsWithinRequiredBounds() {
        let s = S(), x = s.makeVariable(), y = s.makeVariable()
        _ = s.add([(y, 1), (x, -1)], constant: -10, .equal, priority: 1000)
        _ = s.add([(x, 1)], constant: -100, .lessOrEqual, priority: 1000)
        s.addEditVariable(x, priority: 999)
        s.suggestValue(40, for: x)
        XCTAssertEqual(s.value(y), 50, accuracy: 1e-9)
        s.suggestValue(250, for: x)
        XCTAssertEqual(s.value(x), 100, accuracy: 1e-9, "the required bound holds")
        s.removeEditVariable(x)
        XCTAssertEqual(s.constraintCount, 2, "the edit constraint left with the edit variable")
    }

    func testRemovingAConstraintRestoresTheNextPriority() {
        let s = S(), x = s.makeVariable()
        _ = s.add([(x, 1)], constant: -10, .equal, priority: 250)
        guard case .added(let strong) = s.add([(x, 1)], constant: -20, .equal, priority: 750) else { return XCTFail() }
        XCTAssertEqual(s.value(x), 20, accuracy: 1e-9)
        s.remove(strong)
        XCTAssertEqual(s.value(x), 10, accuracy: 1e-9)
    }

    func testARequiredConstantChangeThatCannotHoldIsRefused() {
        let s = S(), x = s.makeVariable()
        _ = s.add([(x, 1)], constant: -10, .greaterOrEqual, priority: 1000)
        guard case .added(let upper) = s.add([(x, 1)], constant: -20, .lessOrEqual, priority: 1000) else { return XCTFail() }
        _ = s.add([(x, 1)], constant: -15, .equal, priority: 500)
        XCTAssertFalse(s.setConstant(upper, to: -5), "x ≤ 5 fights x ≥ 10")
        XCTAssertEqual(s.value(x), 15, accuracy: 1e-9)
        XCTAssertTrue(s.setConstant(upper, to: -12))
        XCTAssertEqual(s.value(x), 12, accuracy: 1e-9)
    }

    /// A seeded random system with a unique solution: every edit of constants, applied
    /// incrementally, gives what a fresh solver gives with the final constants.
    func testIncrementalEditsEqualAFreshSolve() {
        var rng = SplitMix(seed: 28)
        struct C { var terms: [(Int, Double)]; var constant: Double; var relation: S.Relation; var priority: Double }
        var cs: [C] = []
        let n = 40
        // x0 = 0, x_i = x_{i-1} + c (required); y_i = clamp(t, x_i, x_i + 50); z_i from two priorities.
        cs.append(C(terms: [(0, 1)], constant: 0, relation: .equal, priority: 1000))
        for i in 1..<n { cs.append(C(terms: [(i, 1), (i - 1, -1)], constant: -rng.next(in: 0...30), relation: .equal, priority: 1000)) }
        for i in 0..<n {
            let y = n + i, z = 2 * n + i
            cs.append(C(terms: [(y, 1), (i, -1)], constant: 0, relation: .greaterOrEqual, priority: 1000))
            cs.append(C(terms: [(y, 1), (i, -1)], constant: -50, relation: .lessOrEqual, priority: 1000))
            cs.append(C(terms: [(y, 1)], constant: -rng.next(in: 0...1500), relation: .equal, priority: Double(Int(rng.next(in: 1...999)))))
            let p = Double(Int(rng.next(in: 2...998)))
            cs.append(C(terms: [(z, 1)], constant: -rng.next(in: 0...100), relation: .equal, priority: p))
            cs.append(C(terms: [(z, 1)], constant: -rng.next(in: 0...100), relation: .equal, priority: p - 1))
        }
        func build(_ cs: [C]) -> (S, [S.Variable], [S.ConstraintID]) {
            let s = S()
            let vars = (0..<(3 * n)).map { _ in s.makeVariable() }
            var ids: [S.ConstraintID] = []
            for c in cs {
                guard case .added(let id) = s.add(c.terms.map { (vars[$0.0], $0.1) }, constant: c.constant, c.relation, priority: c.priority)
                else { XCTFail("unexpected conflict"); return (s, vars, ids) }
                ids.append(id)
            }
            return (s, vars, ids)
        }
        let (inc, vars, ids) = build(cs)
        for _ in 0..<200 {
            let k = Int(rng.next(in: 1...Double(cs.count - 1)))
            let c = cs[k].relation == .equal && cs[k].priority == 1000 ? -rng.next(in: 0...30) : -rng.next(in: 0...1500)
            if cs[k].relation != .equal { continue }
            cs[k].constant = c
            XCTAssertTrue(inc.setConstant(ids[k], to: c))
        }
        let (fresh, freshVars, _) = build(cs)
        for (a, b) in zip(vars, freshVars) { XCTAssertEqual(inc.value(a), fresh.value(b), accuracy: 1e-6) }
    }
}

/// A small seeded generator (SplitMix64), so the random system is the same in every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(in r: ClosedRange<Double>) -> Double {
        (r.lowerBound + Double(next() >> 11) / Double(1 << 53) * (r.upperBound - r.lowerBound)).rounded()
    }
}

/// The incremental solver against a fresh one on seeded random systems: after every add,
/// remove and constant edit, the required constraints hold and the error left at each priority
/// level (what the optimum is, whichever of several optimal solutions is picked) equals what a
/// solver built from scratch from the same constraints leaves.
final class LayoutSolverRandomTests: XCTestCase {
    typealias S = LayoutSolver
    struct C {
        var terms: [(Int, Double)]
        var constant: Double
        var relation: S.Relation
        var priority: Double
    }

    /// How far `c` is from holding at `values`.
    static func violation(_ c: C, _ value: (Int) -> Double) -> Double {
        let e = c.terms.reduce(c.constant) { $0 + $1.1 * value($1.0) }
        switch c.relation {
        case .equal: return abs(e)
        case .lessOrEqual: return max(e, 0)
        case .greaterOrEqual: return max(-e, 0)
        }
    }

    /// The error per optional priority level, highest first.
    static func errors(_ cs: [C], _ value: (Int) -> Double) -> [Double] {
        let levels = Set(cs.map(\.priority).filter { $0 < 1000 }).sorted(by: >)
        return levels.map { p in cs.filter { $0.priority == p }.reduce(0) { $0 + violation($1, value) } }
    }

    func testIncrementalOperationsKeepTheOptimumOfAFreshSolve() {
        var rng = SplitMix(seed: 2026)
        let n = 12
        // A point every required constraint holds at, so the required set is always feasible.
        let point = (0..<n).map { _ in rng.next(in: 0...100) }
        func randomConstraint(required: Bool) -> C {
            let k = Int(rng.next(in: 1...3))
            let terms = (0..<k).map { _ in (Int(rng.next(in: 0...Double(n - 1))), [1.0, -1.0, 0.5, 2][Int(rng.next(in: 0...3))]) }
            let at = terms.reduce(0) { $0 + $1.1 * point[$1.0] }
            let relation: S.Relation = [.equal, .lessOrEqual, .greaterOrEqual][Int(rng.next(in: 0...2))]
            if required {
                // expr + constant (rel) 0 holds at the point, with a little room for inequalities.
                let room = relation == .equal ? 0 : rng.next(in: 0...10)
                let constant = relation == .lessOrEqual ? -at - room : relation == .greaterOrEqual ? -at + room : -at
                return C(terms: terms, constant: constant, relation: relation, priority: 1000)
            }
            return C(terms: terms, constant: -rng.next(in: 0...150), relation: relation, priority: [250, 500, 750, 999][Int(rng.next(in: 0...3))])
        }
        let solver = S()
        let vars = (0..<n).map { _ in solver.makeVariable() }
        var live: [(C, S.ConstraintID)] = []
        for step in 0..<150 {
            let op = Int(rng.next(in: 0...9))
            if op < 5 || live.count < 5 {
                let c = randomConstraint(required: rng.next(in: 0...2) == 0)
                guard case .added(let id) = solver.add(c.terms.map { (vars[$0.0], $0.1) }, constant: c.constant, c.relation, priority: c.priority)
                else { return XCTFail("step \(step): a required constraint that holds at the point was refused") }
                live.append((c, id))
            } else if op < 7 {
                let i = Int(rng.next(in: 0...Double(live.count - 1)))
                solver.remove(live.remove(at: i).1)
            } else {
                let i = Int(rng.next(in: 0...Double(live.count - 1)))
                guard live[i].0.priority < 1000 else { continue }
                live[i].0.constant = -rng.next(in: 0...150)
                XCTAssertTrue(solver.setConstant(live[i].1, to: live[i].0.constant))
            }
            let cs = live.map(\.0)
            for c in cs where c.priority == 1000 {
                XCTAssertLessThan(Self.violation(c) { solver.value(vars[$0]) }, 1e-6, "step \(step): a required constraint broke")
            }
            let fresh = S()
            let freshVars = (0..<n).map { _ in fresh.makeVariable() }
            for c in cs { _ = fresh.add(c.terms.map { (freshVars[$0.0], $0.1) }, constant: c.constant, c.relation, priority: c.priority) }
            let a = Self.errors(cs) { solver.value(vars[$0]) }, b = Self.errors(cs) { fresh.value(freshVars[$0]) }
            for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: 1e-6, "step \(step): the incremental optimum differs") }
        }
    }
}
