# A .rept bomb: 10^12 bytes of nops from nested repetitions.  Resource limits on the assembler
# (CPU time, file size, memory, the wall clock) must end it.
	.text
	.globl	main
main:
	.rept 10000
	.rept 10000
	.rept 10000
	nop
	.endr
	.endr
	.endr
	xorl	%eax, %eax
	ret
	.section	.note.GNU-stack,"",@progbits
