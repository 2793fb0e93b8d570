import Foundation
import RenderTransitionCLI

exit(CommandLineTool.main(arguments: CommandLineTool.processArguments()))
