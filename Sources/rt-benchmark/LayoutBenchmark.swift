import Foundation
import UIKit

/// Auto Layout (issue 28): 1,000 constraints solved from scratch and one constant edit re-solved,
/// through the UIKit face (activate + layoutIfNeeded, frames written) and through the solver alone,
/// with a memcpy of one 1170 x 2532 frame measured in the same run as the unit.
struct LayoutBenchmark {
    let reps: Int

    /// 250 views in a 10 x 25 grid, 4 constraints each: leading to the previous view (or the
    /// root) + 4, top to the row above (or the root) + 4, width a tenth of the root's less 4 at
    /// priority 750, height half the width. 1,000 user constraints.
    private static func grid() -> (UIView, NSLayoutConstraint, Int) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var views: [UIView] = []
        var cs: [NSLayoutConstraint] = []
        for i in 0..<250 {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let col = i % 10, row = i / 10
            cs.append(col == 0 ? v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
                               : v.leadingAnchor.constraint(equalTo: views[i - 1].trailingAnchor, constant: 4))
            cs.append(row == 0 ? v.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
                               : v.topAnchor.constraint(equalTo: views[i - 10].bottomAnchor, constant: 4))
            let w = v.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.1, constant: -4)
            w.priority = .defaultHigh
            cs.append(w)
            cs.append(v.heightAnchor.constraint(equalTo: v.widthAnchor, multiplier: 0.5))
            views.append(v)
        }
        NSLayoutConstraint.activate(cs)
        return (root, cs[0], cs.count)
    }

    func run(say: (String) -> Void) {
        let unit = MemcpyUnit(pixels: 1170 * 2532).measure(reps: reps)
        say("== Auto Layout: 1,000 constraints (250 views in a grid), thread CPU time, medians of \(reps) runs ==")
        say(Format.row("memcpy of one 1170 x 2532 frame", unit, unit: unit))
        var scratch: [Double] = [], edit: [Double] = []
        var constraints = 0
        for k in 0..<(reps + 1) {
            var root: UIView!, first: NSLayoutConstraint!
            let t = Measure.time {
                (root, first, constraints) = Self.grid()
                root.layoutIfNeeded()
            }
            first.constant = 40
            let e = Measure.time { root.layoutIfNeeded() }
            if k > 0 { scratch.append(t); edit.append(e) }
        }
        say(Format.row("UIKit: activate + first layout", Measure.median(scratch), unit: unit, extra: "(\(constraints) constraints, frames written)"))
        say(Format.row("UIKit: one constant edit re-laid", Measure.median(edit), unit: unit, extra: "(incremental; the pass also re-reads the tree)"))

        // The solver alone: the same shape as linear constraints.
        var solve: [Double] = [], resolve: [Double] = []
        for k in 0..<(reps + 1) {
            let s = LayoutSolver()
            var firstID: LayoutSolver.ConstraintID?
            let t = Measure.time { firstID = Self.solverGrid(s) }
            let e = Measure.time { s.setConstant(firstID!, to: -40) }
            if k > 0 { solve.append(t); resolve.append(e) }
        }
        say(Format.row("solver: 1,000 constraints added", Measure.median(solve), unit: unit))
        say(Format.row("solver: one constant edit", Measure.median(resolve), unit: unit, extra: "(dual simplex from the marker's column)"))
    }

    /// The grid as solver rows (the root's width fixed at 390).
    private static func solverGrid(_ s: LayoutSolver) -> LayoutSolver.ConstraintID {
        let rootW = s.makeVariable()
        _ = s.add([(rootW, 1)], constant: -390, .equal, priority: 1000)
        var x: [LayoutSolver.Variable] = [], y: [LayoutSolver.Variable] = [], w: [LayoutSolver.Variable] = [], h: [LayoutSolver.Variable] = []
        var first: LayoutSolver.ConstraintID?
        for i in 0..<250 {
            x.append(s.makeVariable()); y.append(s.makeVariable()); w.append(s.makeVariable()); h.append(s.makeVariable())
            let col = i % 10, row = i / 10
            let lead = col == 0 ? s.add([(x[i], 1)], constant: -4, .equal, priority: 1000)
                                : s.add([(x[i], 1), (x[i - 1], -1), (w[i - 1], -1)], constant: -4, .equal, priority: 1000)
            if i == 0, case .added(let id) = lead { first = id }
            _ = row == 0 ? s.add([(y[i], 1)], constant: -4, .equal, priority: 1000)
                         : s.add([(y[i], 1), (y[i - 10], -1), (h[i - 10], -1)], constant: -4, .equal, priority: 1000)
            _ = s.add([(w[i], 1), (rootW, -0.1)], constant: 4, .equal, priority: 750)
            _ = s.add([(h[i], 1), (w[i], -0.5)], constant: 0, .equal, priority: 1000)
        }
        return first!
    }
}
