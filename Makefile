# Builds and installs weatherboard with its man page and shell completions.
#
#   make                         release binary with the Swift runtime linked in statically
#   make install [PREFIX=/usr/local] [DESTDIR=]
#   make uninstall [PREFIX=/usr/local] [DESTDIR=]
#
# `make && sudo make install`: sudo's PATH seldom has the Swift toolchain, and a build as root
# leaves root-owned files in the checkout, so install builds only when the binary is missing or
# older than the sources and never as root (INSTALLER_UID, which the tests set): there it says
# to run make first and stops. `install-data` installs the man page and completions alone (no
# build). The tests check this file's lists against man/ and completions/.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
INSTALL ?= install

# Its own build path: `swift run -c release` in .build would replace a static binary with one
# that needs the toolchain's libraries.
BUILD_PATH ?= .build-install
INSTALLER_UID ?= $(shell id -u)
BINARY = $(BUILD_PATH)/release/weatherboard
# Link flags that make every start cheaper (measured with weatherboard-benchmarks, figures in
# the issue note). lld lays the large static binary out more tightly than the default gold:
# fewer pages touched at start. Packed relative relocations (DT_RELR, glibc 2.36 and later)
# shrink the table the loader reads and applies at each start from 1.8 MiB to 15 KiB, while
# the binary stays position-independent (address-space randomisation kept).
# The functions a start runs come first in the code, in the order they first run
# (scripts/startup-order.txt, made by scripts/startup-order.sh): the kernel maps the 64 KiB
# around each page of code a start touches, so scattered code made most of the 17 MB
# resident; gathered, a start holds 4 MiB less. Our own modules put each function in a
# section of its own for it (the toolchain's libraries already do).
# Generic types our code uses (Dictionary<String, String>, arrays of our structs) get their
# metadata from direct accessor calls and from tables the compiler fills in, not by name: by
# name, the runtime demangles the type at its first use and checks each generic requirement
# by scanning all 6,000 protocol conformances of the static binary, once per type and
# protocol; that was a tenth of `--print`.
ORDER_FILE = scripts/startup-order.txt
LINK_FLAGS = -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs \
	-Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -prespecialize-generic-metadata \
	-Xlinker --symbol-ordering-file=$(ORDER_FILE) -Xlinker --no-warn-symbol-ordering
SOURCES := Package.swift Makefile $(ORDER_FILE) scripts/trimmed-icu-data $(shell find Sources -type f)
# Symbols and debug information are over a third of the binary (29 of 67 MB) and of no use to
# whoever runs it: the built binary is stripped and they are kept beside it in
# weatherboard.debug, which the binary names (GNU debug link) so that gdb reads them when the
# file is next to the binary or given with `symbol-file`. KEEP_DEBUG_INFO=yes builds a binary
# that keeps them inside.
KEEP_DEBUG_INFO ?= no
OBJCOPY ?= objcopy
# ICU's data is 34 MB of the toolchain's static Foundation, over half the stripped binary, and
# weatherboard reads a quarter of it (locales' date words and currency symbols, region names,
# time-zone rules). scripts/trimmed-icu-data takes the data from this toolchain, keeps those
# items (the script says which and why, and how its object replaces the toolchain's) and prints
# the link flags. The binary is removed first because swift build does not see that object
# change and would keep the binary it linked before.
ICU_DATA_OBJECT = $(abspath $(BUILD_PATH))/icu-data/icu-data.o

BINDIR = $(PREFIX)/bin
MAN1DIR = $(PREFIX)/share/man/man1
BASH_COMPLETIONS = $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETIONS = $(PREFIX)/share/zsh/site-functions
FISH_COMPLETIONS = $(PREFIX)/share/fish/vendor_completions.d

INSTALLED = \
	$(BINDIR)/weatherboard \
	$(MAN1DIR)/weatherboard.1 \
	$(BASH_COMPLETIONS)/weatherboard \
	$(ZSH_COMPLETIONS)/_weatherboard \
	$(FISH_COMPLETIONS)/weatherboard.fish

.PHONY: all built install install-data uninstall clean

all: $(BINARY)

$(BINARY): $(SOURCES)
	rm -f $@
	icu_data_flags="$$(scripts/trimmed-icu-data $(SWIFT) $(ICU_DATA_OBJECT))" && \
	$(SWIFT) build -c release --static-swift-stdlib $(LINK_FLAGS) $$icu_data_flags --build-path $(BUILD_PATH) --product weatherboard
	@if [ "$(KEEP_DEBUG_INFO)" != yes ]; then \
		$(OBJCOPY) --only-keep-debug $@ $@.debug && \
		$(OBJCOPY) --strip-all --add-gnu-debuglink=$@.debug $@; \
	fi
	@touch $@

install: built
	@$(MAKE) --no-print-directory install-data
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 755 $(BINARY) "$(DESTDIR)$(BINDIR)/weatherboard"

# The binary as `all` leaves it: built here only when it is missing or out of date and the
# build would not run as root.
built:
	@if ! $(MAKE) --no-print-directory --question $(BINARY); then \
		if [ "$(INSTALLER_UID)" = 0 ]; then \
			echo "make install: $(BINARY) is missing or older than the sources; run make first as yourself, then make install." >&2; \
			exit 1; \
		fi; \
		$(MAKE) --no-print-directory $(BINARY); \
	fi

install-data:
	$(INSTALL) -d "$(DESTDIR)$(MAN1DIR)" "$(DESTDIR)$(BASH_COMPLETIONS)" \
		"$(DESTDIR)$(ZSH_COMPLETIONS)" "$(DESTDIR)$(FISH_COMPLETIONS)"
	$(INSTALL) -m 644 man/weatherboard.1 "$(DESTDIR)$(MAN1DIR)/weatherboard.1"
	$(INSTALL) -m 644 completions/weatherboard.bash "$(DESTDIR)$(BASH_COMPLETIONS)/weatherboard"
	$(INSTALL) -m 644 completions/_weatherboard "$(DESTDIR)$(ZSH_COMPLETIONS)/_weatherboard"
	$(INSTALL) -m 644 completions/weatherboard.fish "$(DESTDIR)$(FISH_COMPLETIONS)/weatherboard.fish"

uninstall:
	rm -f $(foreach file,$(INSTALLED),"$(DESTDIR)$(file)")

clean:
	rm -rf $(BUILD_PATH)
