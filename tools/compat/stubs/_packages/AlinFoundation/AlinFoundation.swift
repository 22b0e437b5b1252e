import Foundation
// Stub of the AlinFoundation package (alienator88/AlinFoundation), Pearcleaner's shared helpers.
// The corpus rows import it without using any of its declarations, so the stub declares none.
