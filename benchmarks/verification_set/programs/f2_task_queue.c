/* Tasks.  Input: commands, one per line, at most 2 * 10^5 of them: "add NAME P" (NAME 1 to 20
   lowercase letters, P an integer as scanf's %d reads it: an optional sign and digits,
   -2^31 <= P <= 2^31 - 1) queues a task; "run" takes out the waiting task with the highest P
   (the earliest queued of equal ones) and prints its name and P, or prints "idle" when no task
   waits; "count" prints the number of waiting tasks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int priority;
    int seq;
    char name[21];
} Task;

static Task *heap;
static int heap_size;

/* does a go before b? */
static int before(const Task *a, const Task *b) {
    if (a->priority != b->priority) return a->priority > b->priority;
    return a->seq < b->seq;
}

static void push(Task t) {
    int i = heap_size++;
    while (i > 0 && before(&t, &heap[(i - 1) / 2])) {
        heap[i] = heap[(i - 1) / 2];
        i = (i - 1) / 2;
    }
    heap[i] = t;
}

static Task pop(void) {
    Task top = heap[0], last = heap[--heap_size];
    int i = 0;
    for (;;) {
        int child = 2 * i + 1;
        if (child >= heap_size) break;
        if (child + 1 < heap_size && before(&heap[child + 1], &heap[child])) child++;
        if (!before(&heap[child], &last)) break;
        heap[i] = heap[child];
        i = child;
    }
    heap[i] = last;
    return top;
}

int main(void) {
    char command[8];
    int commands = 0;
    heap = malloc(sizeof(Task) * 200000);
    if (!heap) return 1;
    while (scanf("%7s", command) == 1) {
        if (++commands > 200000) return 1;
        if (strcmp(command, "add") == 0) {
            Task t;
            if (scanf("%20s %d", t.name, &t.priority) != 2) return 1;
            t.seq = commands;
            push(t);
        } else if (strcmp(command, "run") == 0) {
            if (heap_size == 0) {
                puts("idle");
            } else {
                Task t = pop();
                printf("%s %d\n", t.name, t.priority);
            }
        } else if (strcmp(command, "count") == 0) {
            printf("%d\n", heap_size);
        } else {
            return 1;
        }
    }
    free(heap);
    return 0;
}
