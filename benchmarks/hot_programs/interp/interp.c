/* A tiny stack-machine interpreter: parse a program, run it, print the stack top.
   Hot: run() (a switch dispatch loop: a jump table in gcc's assembly). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum op { PUSH, ADD, SUB, MUL, DUP, SWAP, JNZ, DEC, POP, HALT, MOD, OVER };
struct insn { enum op op; long arg; };
static struct insn prog[256];
static int length;

static int parse(void) {
    char name[8];
    while (length < 256 && scanf("%7s", name) == 1) {
        static const char *names[] = {"push", "add", "sub", "mul", "dup", "swap", "jnz", "dec",
                                      "pop", "halt", "mod", "over"};
        int found = -1;
        for (int i = 0; i < 12; i++) if (strcmp(name, names[i]) == 0) found = i;
        if (found < 0) { fprintf(stderr, "unknown op %s\n", name); return 0; }
        prog[length].op = (enum op)found;
        if (found == PUSH || found == JNZ) {
            if (scanf("%ld", &prog[length].arg) != 1) return 0;
        }
        length++;
    }
    return 1;
}

long run(long *stack) {
    int sp = 0, pc = 0;
    for (;;) {
        struct insn in = prog[pc++];
        switch (in.op) {
        case PUSH: stack[sp++] = in.arg; break;
        case ADD: sp--; stack[sp - 1] += stack[sp]; break;
        case SUB: sp--; stack[sp - 1] -= stack[sp]; break;
        case MUL: sp--; stack[sp - 1] *= stack[sp]; break;
        case MOD: sp--; stack[sp - 1] = stack[sp] ? stack[sp - 1] % stack[sp] : 0; break;
        case DUP: stack[sp] = stack[sp - 1]; sp++; break;
        case OVER: stack[sp] = stack[sp - 2]; sp++; break;
        case SWAP: { long t = stack[sp - 1]; stack[sp - 1] = stack[sp - 2]; stack[sp - 2] = t; } break;
        case JNZ: if (stack[--sp]) pc = (int)in.arg; break;
        case DEC: stack[sp - 1]--; break;
        case POP: sp--; break;
        case HALT: return sp ? stack[sp - 1] : 0;
        }
        if (pc >= length) return sp ? stack[sp - 1] : 0;
    }
}

int main(void) {
    if (!parse()) return 1;
    long *stack = calloc(4096, sizeof *stack);
    if (!stack) return 1;
    printf("%ld\n", run(stack));
    free(stack);
    return 0;
}
