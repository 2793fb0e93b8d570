// The bridge between UIKit's constraints and LayoutSolver: each layout pass hands it the linear
// constraints the tree wants (keyed, so that the same constraint keeps its place in the tableau),
// and it adds, removes and re-constants only what changed since the last pass.
import Foundation

/// One tree's solver, with the variables of its views and guides and the constraints in it.
package final class LayoutEngine {
    typealias Variable = LayoutSolver.Variable
    package let solver = LayoutSolver()

    /// An item's frame as solver variables, in its superview's (a guide: its owning view's) coordinates.
    struct Frame { let x, y, w, h: Variable }

    /// Which constraint: a user's (`tag` < 0) or one the system generates for an item (`tag` ≥ 0).
    struct Key: Hashable {
        let object: ObjectIdentifier
        let tag: Int
    }

    /// `Σ terms + constant (relation) 0` at `priority`, and how to name it in a log.
    struct Linear {
        var terms: [(Variable, Double)]
        var constant: Double
        var relation: LayoutSolver.Relation
        var priority: Double
        var describe: () -> String

        /// Terms merged and sorted, so equal constraints compare equal.
        mutating func normalise() {
            // A handful of terms: sort and merge neighbours (no dictionary per constraint).
            terms.sort { $0.0.id < $1.0.id }
            var merged: [(Variable, Double)] = []
            merged.reserveCapacity(terms.count)
            for (v, c) in terms {
                if let last = merged.last, last.0 == v { merged[merged.count - 1].1 += c } else { merged.append((v, c)) }
            }
            terms = merged.filter { abs($0.1) > 1e-12 }
        }

        func sameShape(as o: Linear) -> Bool {
            relation == o.relation && priority == o.priority && terms.count == o.terms.count
                && zip(terms, o.terms).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) < 1e-12 }
        }
    }

    private struct Installed {
        let id: LayoutSolver.ConstraintID
        var linear: Linear
    }

    private var frames: [ObjectIdentifier: Frame] = [:]
    /// The item each frame's variables belong to, held weakly: the engine lives on its tree's
    /// root, so holding the items would keep the root (and the tree) alive for ever. An item
    /// made where a freed one was gets variables of its own (its identifier is the old one's).
    private var items: [ObjectIdentifier: WeakItem] = [:]
    private final class WeakItem {
        weak var item: AnyObject?
        init(_ item: AnyObject) { self.item = item }
    }
    private var installed: [Key: Installed] = [:]
    private var keyOf: [LayoutSolver.ConstraintID: Key] = [:]
    /// Required constraints broken because they could not hold, with what they were then.
    private var broken: [Key: Linear] = [:]

    package init() {}

    func frame(of item: AnyObject) -> Frame {
        let id = ObjectIdentifier(item)
        if let f = frames[id], items[id]?.item === item { return f }
        let f = Frame(x: solver.makeVariable(), y: solver.makeVariable(), w: solver.makeVariable(), h: solver.makeVariable())
        frames[id] = f
        items[id] = WeakItem(item)
        return f
    }

    func value(_ v: Variable) -> Double { solver.value(v) }

    /// Brings the solver to `desired` (in order: earlier ones win a conflict between required
    /// constraints; a later one that cannot hold is broken and logged, as UIKit does).
    func sync(_ desired: [(Key, Linear)]) {
        let wanted = Set(desired.map(\.0))
        // Removed in the order they were added, so every run pivots alike.
        var removedAny = false
        for (key, inst) in installed.filter({ !wanted.contains($0.key) }).sorted(by: { $0.value.id.id < $1.value.id.id }) {
            solver.remove(inst.id)
            keyOf.removeValue(forKey: inst.id)
            installed.removeValue(forKey: key)
            removedAny = true
        }
        for key in broken.keys where !wanted.contains(key) { broken.removeValue(forKey: key) }

        for (key, var linear) in desired {
            linear.normalise()
            if let inst = installed[key] {
                if inst.linear.sameShape(as: linear) {
                    if inst.linear.constant == linear.constant { continue }
                    if solver.setConstant(inst.id, to: linear.constant) {
                        installed[key]!.linear = linear
                        continue
                    }
                }
                solver.remove(inst.id)
                keyOf.removeValue(forKey: inst.id)
                installed.removeValue(forKey: key)
                removedAny = true
            } else if let b = broken[key], b.sameShape(as: linear), b.constant == linear.constant {
                continue
            }
            broken.removeValue(forKey: key)
            add(key, linear)
        }
        // A constraint broken earlier comes back once what it fought has gone (without a new log).
        if removedAny {
            for (key, linear) in desired where broken[key] != nil {
                if case .added(let id) = solver.add(linear.terms, constant: linear.constant, linear.relation, priority: linear.priority) {
                    var l = linear
                    l.normalise()
                    installed[key] = Installed(id: id, linear: l)
                    keyOf[id] = key
                    broken.removeValue(forKey: key)
                }
            }
        }
    }

    private func add(_ key: Key, _ linear: Linear) {
        switch solver.add(linear.terms, constant: linear.constant, linear.relation, priority: linear.priority) {
        case .added(let id):
            installed[key] = Installed(id: id, linear: linear)
            keyOf[id] = key
        case .unsatisfiable(let conflicts):
            broken[key] = linear
            let list = conflicts.compactMap { keyOf[$0].flatMap { installed[$0]?.linear.describe() } } + [linear.describe()]
            RecordingLog.warning("""
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                \tTry this:
                \t\t(1) look at each constraint and try to figure out which you don't expect;
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
                (
                \(list.map { "    \"\($0)\"" }.joined(separator: ",\n"))
                )

                Will attempt to recover by breaking constraint
                \(linear.describe())
                """)
        }
    }

    /// The number of constraints in the solver (for tests and the benchmark).
    var count: Int { solver.constraintCount }
}
