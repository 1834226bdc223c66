/* A priority scheduler.  Input: commands, at most 2 * 10^5 of them, each a word and its
   arguments separated by blanks (spaces, tabs or newlines).  "add NAME P": a task NAME (1 to
   15 letters and digits) of priority P joins the queue; P is any integer scanf's %lld reads
   without overflow (an optional sign and digits, -2^63 <= P < 2^63).  "run": prints the name
   of the waiting task of the highest priority (the earliest added among equal priorities) and
   takes it off the queue, or prints "idle" when no task waits.  "peek": prints the priority of
   the task "run" would print, or "idle".  "size": prints the number of tasks waiting.
   Output: what the commands print, one line each. */
#include <stdio.h>
#include <string.h>

#define MAXTASKS 200000

struct task {
    long long priority;
    long order;
    char name[16];
};

static struct task heap[MAXTASKS];
static long size = 0;

static int before(const struct task *a, const struct task *b) {
    if (a->priority != b->priority) return a->priority > b->priority;
    return a->order < b->order;
}

static void swap(long i, long j) {
    struct task t = heap[i];
    heap[i] = heap[j];
    heap[j] = t;
}

int main(void) {
    char command[16];
    long added = 0;
    while (scanf("%15s", command) == 1) {
        if (strcmp(command, "add") == 0) {
            struct task t;
            if (scanf("%15s %lld", t.name, &t.priority) != 2 || size == MAXTASKS) return 1;
            for (const char *p = t.name; *p; p++)
                if (!((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
                    return 1;
            t.order = added++;
            long i = size++;
            heap[i] = t;
            while (i > 0 && before(&heap[i], &heap[(i - 1) / 2])) {
                swap(i, (i - 1) / 2);
                i = (i - 1) / 2;
            }
        } else if (strcmp(command, "run") == 0) {
            if (size == 0) {
                puts("idle");
                continue;
            }
            puts(heap[0].name);
            heap[0] = heap[--size];
            long i = 0;
            for (;;) {
                long l = 2 * i + 1, r = l + 1, m = i;
                if (l < size && before(&heap[l], &heap[m])) m = l;
                if (r < size && before(&heap[r], &heap[m])) m = r;
                if (m == i) break;
                swap(i, m);
                i = m;
            }
        } else if (strcmp(command, "peek") == 0) {
            if (size == 0) puts("idle");
            else printf("%lld\n", heap[0].priority);
        } else if (strcmp(command, "size") == 0) {
            printf("%ld\n", size);
        } else {
            return 1;
        }
    }
    return 0;
}
