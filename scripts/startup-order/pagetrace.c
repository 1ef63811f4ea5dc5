// Preloaded into weatherboard by scripts/startup-order.sh: writes, in the order they first
// run, the 4 KiB pages of the executable's code that a run touches. The code is made
// non-executable when the program starts; each fault appends its page to $PAGETRACE_OUT and
// makes that page executable again, so each page is written once and the program runs on.
#define _GNU_SOURCE
#include <fcntl.h>
#include <link.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static unsigned long code_start, code_end, load_bias;
static int out_fd = -1;

static void on_fault(int signal_number, siginfo_t *info, void *context) {
    (void)context;
    unsigned long address = (unsigned long)info->si_addr;
    if (address < code_start || address >= code_end) {
        // A real crash: let it be one.
        signal(signal_number, SIG_DFL);
        return;
    }
    unsigned long page = address & ~4095UL;
    char line[32];
    int length = snprintf(line, sizeof line, "%lx\n", page - load_bias);
    if (write(out_fd, line, (size_t)length) != length) _exit(70);
    mprotect((void *)page, 4096, PROT_READ | PROT_EXEC);
}

// The executable is the object with an empty name; its code is its executable PT_LOAD.
static int find_code(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    (void)data;
    if (info->dlpi_name && info->dlpi_name[0] != 0) return 0;
    load_bias = info->dlpi_addr;
    for (int index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type == PT_LOAD && (header->p_flags & PF_X)) {
            code_start = (info->dlpi_addr + header->p_vaddr) & ~4095UL;
            code_end = (info->dlpi_addr + header->p_vaddr + header->p_memsz + 4095) & ~4095UL;
        }
    }
    return 1;
}

__attribute__((constructor)) static void start_tracing(void) {
    const char *path = getenv("PAGETRACE_OUT");
    if (!path) return;
    out_fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (out_fd < 0) return;
    dl_iterate_phdr(find_code, NULL);
    if (!code_start) return;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = on_fault;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigaction(SIGSEGV, &action, NULL);
    mprotect((void *)code_start, code_end - code_start, PROT_READ);
}
