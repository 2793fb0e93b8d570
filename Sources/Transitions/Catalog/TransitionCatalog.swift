/// Every transition the package renders, by CLI name.
///
/// The list is assembled from one file per family so each family's code and registration
/// live together: the seed transitions (Ping, circle mask, circle scale, rectangle offset,
/// colour diffusion), UIKit's own modal and navigation styles, and Hero's presets.
package enum TransitionCatalog {
    package static let all: [TransitionDescriptor] = seedTransitions + uikitTransitions + curlTransitions + heroTransitions

    /// The transition with a CLI name, or nil.
    package static func named(_ name: String) -> TransitionDescriptor? { all.first { $0.name == name } }
}
