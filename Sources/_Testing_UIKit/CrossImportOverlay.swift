// Swift Testing declares a cross-import overlay for Apple's UIKit (attachments of UIImage and views),
// so a test file that imports both Testing and this package's UIKit asks
// the compiler for a module of this name. Without one, `import Testing` beside `import UIKit`
// fails with "no such module '_Testing_UIKit'". The overlay here adds nothing: images are
// compared through TransitionTesting, not attached through Testing.
