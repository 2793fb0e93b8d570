import Foundation
import TransitionCatalog
import Transitions
import TransitionCatalog

/// `list`: the catalog's transitions and the demo scenes, as aligned text.
package enum ListCommand {
    /// The full listing.
    package static func text() -> String {
        let transitions = Catalog.all
        let nameWidth = max(transitions.map(\.name.count).max() ?? 0, "TRANSITION".count) + 2
        let durationWidth = max(transitions.map(\.durationSummary.count).max() ?? 0, "DURATION".count) + 2
        var lines = ["TRANSITION".padding(toLength: nameWidth) + "DURATION".padding(toLength: durationWidth) + "DIRECTIONS        SUMMARY"]
        for t in transitions {
            let duration = t.durationSummary.padding(toLength: durationWidth)
            let directions = "\(t.kind.operations.forward)/\(t.kind.operations.reverse)".padding(toLength: 18)
            lines.append(t.name.padding(toLength: nameWidth) + duration + directions + t.summary)
        }
        let demos = UIKitScene.demos
        let demoWidth = max(demos.map(\.name.count).max() ?? 0, "DEMO".count) + 2
        let demoTransitionWidth = max(demos.map(\.transition.count).max() ?? 0, "TRANSITION".count) + 2
        lines += ["", "DEMO".padding(toLength: demoWidth) + "TRANSITION".padding(toLength: demoTransitionWidth) + "SUMMARY"]
        for d in demos {
            lines.append(d.name.padding(toLength: demoWidth) + d.transition.padding(toLength: demoTransitionWidth) + d.summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
