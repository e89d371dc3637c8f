#!/usr/bin/env node
// placeholder, replaced by the static server
