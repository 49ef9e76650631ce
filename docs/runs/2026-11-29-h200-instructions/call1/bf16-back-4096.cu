#include <cuda_runtime.h>
#include <cuda_bf16.h>
typedef unsigned int uint;
typedef unsigned char uint8;
typedef unsigned short uint16;
typedef unsigned int uint32;
typedef unsigned long long int uint64;
typedef signed char int8;
typedef signed short int16;
typedef signed int int32;
typedef signed long long int int64;

struct __align__(16) __nv_bfloat162_4 {
    __nv_bfloat162 i_0;
    __nv_bfloat162 i_1;
    __nv_bfloat162 i_2;
    __nv_bfloat162 i_3;
};
struct __align__(16) uint32_4 {
    uint32 i_0;
    uint32 i_1;
    uint32 i_2;
    uint32 i_3;
};
struct __align__(32) float_8 {
    float i_0;
    float i_1;
    float i_2;
    float i_3;
    float i_4;
    float i_5;
    float i_6;
    float i_7;
};
struct __align__(16) __nv_bfloat16_8 {
    __nv_bfloat16 i_0;
    __nv_bfloat16 i_1;
    __nv_bfloat16 i_2;
    __nv_bfloat16 i_3;
    __nv_bfloat16 i_4;
    __nv_bfloat16 i_5;
    __nv_bfloat16 i_6;
    __nv_bfloat16 i_7;
};
struct info_st {
    float scalars_float[2];
uint32 scalars_uint32[24];uint32 static_meta[8];
};


extern "C" __global__ void __launch_bounds__(128)softmax_backward_cube_per_row_f_bf16_g_bf16_n_8 (
    const __nv_bfloat16_8* __restrict__ buffer_0, const __nv_bfloat16_8* __restrict__ buffer_1, __nv_bfloat16_8* buffer_2, uint32* buffer_3, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockDimGlobal = blockDim.x * blockDim.y * blockDim.z;
uint32 gridDimGlobal = gridDim.x * gridDim.y * gridDim.z;
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
uint32 warpSizeChecked = min(warpSize, blockDim.x * blockDim.y * blockDim.z);
extern __shared__ __align__(4) uint8 dynamic_shared_mem[];
// Shared array size: 8, 32 bytes
float *shared_memory_1 = reinterpret_cast<float*>(&dynamic_shared_mem[0]);
// Shared array size: 8, 32 bytes
float *shared_memory_0 = reinterpret_cast<float*>(&dynamic_shared_mem[32]);
__nv_bfloat16_8 l_arr_5[4];

__nv_bfloat16_8 l_arr_6[4];

float l_mut_28;
float l_mut_81;
float l_mut_146;
float_8 l_mut_94;
float_8 l_mut_121;
uint32 l_mut_8;
uint32 l_mut_9;
uint32 l_mut_877;
const uint32 l_7 = blockDimGlobal * uint32(4);
l_mut_8 = blockIdxGlobal;
l_mut_9 = uint32(0);
while (true) {
const uint32 l_10 = info.scalars_uint32[0] * info.scalars_uint32[22];
const bool l_11 = l_mut_8 < l_10;
const bool l_12 = !l_11;
if (l_12) {
break;}
const uint32 l_13 = l_mut_8 / info.scalars_uint32[22];
const uint32 l_14 = l_mut_8 % info.scalars_uint32[22];
const uint32 l_15 = l_14 * uint32(1);
const uint32 l_16 = l_13 * info.scalars_uint32[5];
const uint32 l_17 = l_13 * info.scalars_uint32[14];
const uint32 l_18 = l_15 + uint32(0);
const uint32 l_19 = l_18 * l_7;
const bool l_20 = info.scalars_uint32[1] > l_19;
const uint32 l_21 = info.scalars_uint32[1] - l_19;
const uint32 l_22 = (l_20) ? l_21 : uint32(0);
const bool l_23 = l_22 < l_7;
const uint32 l_24 = (l_23) ? l_22 : l_7;
const uint32 l_25 = l_19 + l_24;
const bool l_26 = l_25 == info.scalars_uint32[1];
const uint32 l_27 = (l_26) ? info.scalars_uint32[2] : uint32(8);
l_mut_28 = float(0.0);
const uint32 l_29 = l_15 + uint32(0);
const uint32 l_30 = l_29 * l_7;
const bool l_31 = info.scalars_uint32[1] > l_30;
const uint32 l_32 = info.scalars_uint32[1] - l_30;
const uint32 l_33 = (l_31) ? l_32 : uint32(0);
const bool l_34 = l_33 < l_7;
const uint32 l_35 = (l_34) ? l_33 : l_7;
const uint32 l_36 = l_30 + l_35;
const bool l_37 = l_36 == info.scalars_uint32[1];
const uint32 l_38 = (l_37) ? info.scalars_uint32[2] : uint32(8);
const uint32 l_39 = l_16 + l_30;
const uint32 l_40 = uint32(0) * blockDimGlobal;
const uint32 l_41 = threadIdxGlobal + l_40;
const bool l_42 = l_41 < l_35;
if (l_42) {
const uint32 l_43 = l_39 + l_41;
const __nv_bfloat16_8 l_44 = buffer_0[l_43];
l_arr_5[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_44);
}
const uint32 l_45 = uint32(1) * blockDimGlobal;
const uint32 l_46 = threadIdxGlobal + l_45;
const bool l_47 = l_46 < l_35;
if (l_47) {
const uint32 l_48 = l_39 + l_46;
const __nv_bfloat16_8 l_49 = buffer_0[l_48];
l_arr_5[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_49);
}
const uint32 l_50 = uint32(2) * blockDimGlobal;
const uint32 l_51 = threadIdxGlobal + l_50;
const bool l_52 = l_51 < l_35;
if (l_52) {
const uint32 l_53 = l_39 + l_51;
const __nv_bfloat16_8 l_54 = buffer_0[l_53];
l_arr_5[uint32(2)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_54);
}
const uint32 l_55 = uint32(3) * blockDimGlobal;
const uint32 l_56 = threadIdxGlobal + l_55;
const bool l_57 = l_56 < l_35;
if (l_57) {
const uint32 l_58 = l_39 + l_56;
const __nv_bfloat16_8 l_59 = buffer_0[l_58];
l_arr_5[uint32(3)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_59);
}
const uint32 l_60 = l_17 + l_30;
const uint32 l_61 = uint32(0) * blockDimGlobal;
const uint32 l_62 = threadIdxGlobal + l_61;
const bool l_63 = l_62 < l_35;
if (l_63) {
const uint32 l_64 = l_60 + l_62;
const __nv_bfloat16_8 l_65 = buffer_1[l_64];
l_arr_6[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_65);
}
const uint32 l_66 = uint32(1) * blockDimGlobal;
const uint32 l_67 = threadIdxGlobal + l_66;
const bool l_68 = l_67 < l_35;
if (l_68) {
const uint32 l_69 = l_60 + l_67;
const __nv_bfloat16_8 l_70 = buffer_1[l_69];
l_arr_6[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_70);
}
const uint32 l_71 = uint32(2) * blockDimGlobal;
const uint32 l_72 = threadIdxGlobal + l_71;
const bool l_73 = l_72 < l_35;
if (l_73) {
const uint32 l_74 = l_60 + l_72;
const __nv_bfloat16_8 l_75 = buffer_1[l_74];
l_arr_6[uint32(2)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_75);
}
const uint32 l_76 = uint32(3) * blockDimGlobal;
const uint32 l_77 = threadIdxGlobal + l_76;
const bool l_78 = l_77 < l_35;
if (l_78) {
const uint32 l_79 = l_60 + l_77;
const __nv_bfloat16_8 l_80 = buffer_1[l_79];
l_arr_6[uint32(3)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_80);
}
l_mut_81 = float(0.0);
const bool l_82 = l_38 < uint32(8);
const bool l_83 = l_35 > uint32(0);
const bool l_84 = l_82 && l_83;
const uint32 l_85 = (l_84) ? uint32(1) : uint32(0);
const uint32 l_86 = l_35 - l_85;
const uint32 l_87 = uint32(0) * blockDimGlobal;
const uint32 l_88 = threadIdxGlobal + l_87;
const bool l_89 = l_88 < l_86;
if (l_89) {
const __nv_bfloat16_8 l_90 = l_arr_5[uint32(0)];
const __nv_bfloat16_8 l_91 = l_arr_6[uint32(0)];
const uint32_4 l_92 = reinterpret_cast<uint32_4 const&>(l_91);
const float_8 l_93 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_93;
const uint32 l_95 = l_92.i_0;
const uint32 l_96 = l_95 << uint32(16);
const float l_97 = reinterpret_cast<float const&>(l_96);
l_mut_94.i_0 = l_97;
const uint32 l_98 = l_92.i_0;
const uint32 l_99 = l_98 & uint32(4294901760);
const float l_100 = reinterpret_cast<float const&>(l_99);
l_mut_94.i_1 = l_100;
const uint32 l_101 = l_92.i_1;
const uint32 l_102 = l_101 << uint32(16);
const float l_103 = reinterpret_cast<float const&>(l_102);
l_mut_94.i_2 = l_103;
const uint32 l_104 = l_92.i_1;
const uint32 l_105 = l_104 & uint32(4294901760);
const float l_106 = reinterpret_cast<float const&>(l_105);
l_mut_94.i_3 = l_106;
const uint32 l_107 = l_92.i_2;
const uint32 l_108 = l_107 << uint32(16);
const float l_109 = reinterpret_cast<float const&>(l_108);
l_mut_94.i_4 = l_109;
const uint32 l_110 = l_92.i_2;
const uint32 l_111 = l_110 & uint32(4294901760);
const float l_112 = reinterpret_cast<float const&>(l_111);
l_mut_94.i_5 = l_112;
const uint32 l_113 = l_92.i_3;
const uint32 l_114 = l_113 << uint32(16);
const float l_115 = reinterpret_cast<float const&>(l_114);
l_mut_94.i_6 = l_115;
const uint32 l_116 = l_92.i_3;
const uint32 l_117 = l_116 & uint32(4294901760);
const float l_118 = reinterpret_cast<float const&>(l_117);
l_mut_94.i_7 = l_118;
const uint32_4 l_119 = reinterpret_cast<uint32_4 const&>(l_90);
const float_8 l_120 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_120;
const uint32 l_122 = l_119.i_0;
const uint32 l_123 = l_122 << uint32(16);
const float l_124 = reinterpret_cast<float const&>(l_123);
l_mut_121.i_0 = l_124;
const uint32 l_125 = l_119.i_0;
const uint32 l_126 = l_125 & uint32(4294901760);
const float l_127 = reinterpret_cast<float const&>(l_126);
l_mut_121.i_1 = l_127;
const uint32 l_128 = l_119.i_1;
const uint32 l_129 = l_128 << uint32(16);
const float l_130 = reinterpret_cast<float const&>(l_129);
l_mut_121.i_2 = l_130;
const uint32 l_131 = l_119.i_1;
const uint32 l_132 = l_131 & uint32(4294901760);
const float l_133 = reinterpret_cast<float const&>(l_132);
l_mut_121.i_3 = l_133;
const uint32 l_134 = l_119.i_2;
const uint32 l_135 = l_134 << uint32(16);
const float l_136 = reinterpret_cast<float const&>(l_135);
l_mut_121.i_4 = l_136;
const uint32 l_137 = l_119.i_2;
const uint32 l_138 = l_137 & uint32(4294901760);
const float l_139 = reinterpret_cast<float const&>(l_138);
l_mut_121.i_5 = l_139;
const uint32 l_140 = l_119.i_3;
const uint32 l_141 = l_140 << uint32(16);
const float l_142 = reinterpret_cast<float const&>(l_141);
l_mut_121.i_6 = l_142;
const uint32 l_143 = l_119.i_3;
const uint32 l_144 = l_143 & uint32(4294901760);
const float l_145 = reinterpret_cast<float const&>(l_144);
l_mut_121.i_7 = l_145;
l_mut_146 = float(0.0);
const bool l_147 = uint32(0) < uint32(8);
const bool l_148 = bool(true) || l_147;
if (l_148) {
const float l_149 = l_mut_94.i_0;
const float l_150 = l_mut_121.i_0;
const float l_151 = l_149 * l_150;
l_mut_146 = l_mut_146 + l_151;
}
const bool l_152 = uint32(1) < uint32(8);
const bool l_153 = bool(true) || l_152;
if (l_153) {
const float l_154 = l_mut_94.i_1;
const float l_155 = l_mut_121.i_1;
const float l_156 = l_154 * l_155;
l_mut_146 = l_mut_146 + l_156;
}
const bool l_157 = uint32(2) < uint32(8);
const bool l_158 = bool(true) || l_157;
if (l_158) {
const float l_159 = l_mut_94.i_2;
const float l_160 = l_mut_121.i_2;
const float l_161 = l_159 * l_160;
l_mut_146 = l_mut_146 + l_161;
}
const bool l_162 = uint32(3) < uint32(8);
const bool l_163 = bool(true) || l_162;
if (l_163) {
const float l_164 = l_mut_94.i_3;
const float l_165 = l_mut_121.i_3;
const float l_166 = l_164 * l_165;
l_mut_146 = l_mut_146 + l_166;
}
const bool l_167 = uint32(4) < uint32(8);
const bool l_168 = bool(true) || l_167;
if (l_168) {
const float l_169 = l_mut_94.i_4;
const float l_170 = l_mut_121.i_4;
const float l_171 = l_169 * l_170;
l_mut_146 = l_mut_146 + l_171;
}
const bool l_172 = uint32(5) < uint32(8);
const bool l_173 = bool(true) || l_172;
if (l_173) {
const float l_174 = l_mut_94.i_5;
const float l_175 = l_mut_121.i_5;
const float l_176 = l_174 * l_175;
l_mut_146 = l_mut_146 + l_176;
}
const bool l_177 = uint32(6) < uint32(8);
const bool l_178 = bool(true) || l_177;
if (l_178) {
const float l_179 = l_mut_94.i_6;
const float l_180 = l_mut_121.i_6;
const float l_181 = l_179 * l_180;
l_mut_146 = l_mut_146 + l_181;
}
const bool l_182 = uint32(7) < uint32(8);
const bool l_183 = bool(true) || l_182;
if (l_183) {
const float l_184 = l_mut_94.i_7;
const float l_185 = l_mut_121.i_7;
const float l_186 = l_184 * l_185;
l_mut_146 = l_mut_146 + l_186;
}
l_mut_81 = l_mut_81 + l_mut_146;
} else {
const uint32 l_187 = l_88 + uint32(1);
const bool l_188 = l_187 == l_35;
if (l_188) {
const __nv_bfloat16_8 l_189 = l_arr_5[uint32(0)];
const __nv_bfloat16_8 l_190 = l_arr_6[uint32(0)];
const uint32_4 l_191 = reinterpret_cast<uint32_4 const&>(l_190);
const float_8 l_192 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_192;
const uint32 l_193 = l_191.i_0;
const uint32 l_194 = l_193 << uint32(16);
const float l_195 = reinterpret_cast<float const&>(l_194);
l_mut_121.i_0 = l_195;
const uint32 l_196 = l_191.i_0;
const uint32 l_197 = l_196 & uint32(4294901760);
const float l_198 = reinterpret_cast<float const&>(l_197);
l_mut_121.i_1 = l_198;
const uint32 l_199 = l_191.i_1;
const uint32 l_200 = l_199 << uint32(16);
const float l_201 = reinterpret_cast<float const&>(l_200);
l_mut_121.i_2 = l_201;
const uint32 l_202 = l_191.i_1;
const uint32 l_203 = l_202 & uint32(4294901760);
const float l_204 = reinterpret_cast<float const&>(l_203);
l_mut_121.i_3 = l_204;
const uint32 l_205 = l_191.i_2;
const uint32 l_206 = l_205 << uint32(16);
const float l_207 = reinterpret_cast<float const&>(l_206);
l_mut_121.i_4 = l_207;
const uint32 l_208 = l_191.i_2;
const uint32 l_209 = l_208 & uint32(4294901760);
const float l_210 = reinterpret_cast<float const&>(l_209);
l_mut_121.i_5 = l_210;
const uint32 l_211 = l_191.i_3;
const uint32 l_212 = l_211 << uint32(16);
const float l_213 = reinterpret_cast<float const&>(l_212);
l_mut_121.i_6 = l_213;
const uint32 l_214 = l_191.i_3;
const uint32 l_215 = l_214 & uint32(4294901760);
const float l_216 = reinterpret_cast<float const&>(l_215);
l_mut_121.i_7 = l_216;
const uint32_4 l_217 = reinterpret_cast<uint32_4 const&>(l_189);
const float_8 l_218 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_218;
const uint32 l_219 = l_217.i_0;
const uint32 l_220 = l_219 << uint32(16);
const float l_221 = reinterpret_cast<float const&>(l_220);
l_mut_94.i_0 = l_221;
const uint32 l_222 = l_217.i_0;
const uint32 l_223 = l_222 & uint32(4294901760);
const float l_224 = reinterpret_cast<float const&>(l_223);
l_mut_94.i_1 = l_224;
const uint32 l_225 = l_217.i_1;
const uint32 l_226 = l_225 << uint32(16);
const float l_227 = reinterpret_cast<float const&>(l_226);
l_mut_94.i_2 = l_227;
const uint32 l_228 = l_217.i_1;
const uint32 l_229 = l_228 & uint32(4294901760);
const float l_230 = reinterpret_cast<float const&>(l_229);
l_mut_94.i_3 = l_230;
const uint32 l_231 = l_217.i_2;
const uint32 l_232 = l_231 << uint32(16);
const float l_233 = reinterpret_cast<float const&>(l_232);
l_mut_94.i_4 = l_233;
const uint32 l_234 = l_217.i_2;
const uint32 l_235 = l_234 & uint32(4294901760);
const float l_236 = reinterpret_cast<float const&>(l_235);
l_mut_94.i_5 = l_236;
const uint32 l_237 = l_217.i_3;
const uint32 l_238 = l_237 << uint32(16);
const float l_239 = reinterpret_cast<float const&>(l_238);
l_mut_94.i_6 = l_239;
const uint32 l_240 = l_217.i_3;
const uint32 l_241 = l_240 & uint32(4294901760);
const float l_242 = reinterpret_cast<float const&>(l_241);
l_mut_94.i_7 = l_242;
l_mut_146 = float(0.0);
const bool l_243 = uint32(0) < l_38;
const bool l_244 = bool(false) || l_243;
if (l_244) {
const float l_245 = l_mut_121.i_0;
const float l_246 = l_mut_94.i_0;
const float l_247 = l_245 * l_246;
l_mut_146 = l_mut_146 + l_247;
}
const bool l_248 = uint32(1) < l_38;
const bool l_249 = bool(false) || l_248;
if (l_249) {
const float l_250 = l_mut_121.i_1;
const float l_251 = l_mut_94.i_1;
const float l_252 = l_250 * l_251;
l_mut_146 = l_mut_146 + l_252;
}
const bool l_253 = uint32(2) < l_38;
const bool l_254 = bool(false) || l_253;
if (l_254) {
const float l_255 = l_mut_121.i_2;
const float l_256 = l_mut_94.i_2;
const float l_257 = l_255 * l_256;
l_mut_146 = l_mut_146 + l_257;
}
const bool l_258 = uint32(3) < l_38;
const bool l_259 = bool(false) || l_258;
if (l_259) {
const float l_260 = l_mut_121.i_3;
const float l_261 = l_mut_94.i_3;
const float l_262 = l_260 * l_261;
l_mut_146 = l_mut_146 + l_262;
}
const bool l_263 = uint32(4) < l_38;
const bool l_264 = bool(false) || l_263;
if (l_264) {
const float l_265 = l_mut_121.i_4;
const float l_266 = l_mut_94.i_4;
const float l_267 = l_265 * l_266;
l_mut_146 = l_mut_146 + l_267;
}
const bool l_268 = uint32(5) < l_38;
const bool l_269 = bool(false) || l_268;
if (l_269) {
const float l_270 = l_mut_121.i_5;
const float l_271 = l_mut_94.i_5;
const float l_272 = l_270 * l_271;
l_mut_146 = l_mut_146 + l_272;
}
const bool l_273 = uint32(6) < l_38;
const bool l_274 = bool(false) || l_273;
if (l_274) {
const float l_275 = l_mut_121.i_6;
const float l_276 = l_mut_94.i_6;
const float l_277 = l_275 * l_276;
l_mut_146 = l_mut_146 + l_277;
}
const bool l_278 = uint32(7) < l_38;
const bool l_279 = bool(false) || l_278;
if (l_279) {
const float l_280 = l_mut_121.i_7;
const float l_281 = l_mut_94.i_7;
const float l_282 = l_280 * l_281;
l_mut_146 = l_mut_146 + l_282;
}
l_mut_81 = l_mut_81 + l_mut_146;
}
}
const uint32 l_283 = uint32(1) * blockDimGlobal;
const uint32 l_284 = threadIdxGlobal + l_283;
const bool l_285 = l_284 < l_86;
if (l_285) {
const __nv_bfloat16_8 l_286 = l_arr_5[uint32(1)];
const __nv_bfloat16_8 l_287 = l_arr_6[uint32(1)];
const uint32_4 l_288 = reinterpret_cast<uint32_4 const&>(l_287);
const float_8 l_289 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_289;
const uint32 l_290 = l_288.i_0;
const uint32 l_291 = l_290 << uint32(16);
const float l_292 = reinterpret_cast<float const&>(l_291);
l_mut_121.i_0 = l_292;
const uint32 l_293 = l_288.i_0;
const uint32 l_294 = l_293 & uint32(4294901760);
const float l_295 = reinterpret_cast<float const&>(l_294);
l_mut_121.i_1 = l_295;
const uint32 l_296 = l_288.i_1;
const uint32 l_297 = l_296 << uint32(16);
const float l_298 = reinterpret_cast<float const&>(l_297);
l_mut_121.i_2 = l_298;
const uint32 l_299 = l_288.i_1;
const uint32 l_300 = l_299 & uint32(4294901760);
const float l_301 = reinterpret_cast<float const&>(l_300);
l_mut_121.i_3 = l_301;
const uint32 l_302 = l_288.i_2;
const uint32 l_303 = l_302 << uint32(16);
const float l_304 = reinterpret_cast<float const&>(l_303);
l_mut_121.i_4 = l_304;
const uint32 l_305 = l_288.i_2;
const uint32 l_306 = l_305 & uint32(4294901760);
const float l_307 = reinterpret_cast<float const&>(l_306);
l_mut_121.i_5 = l_307;
const uint32 l_308 = l_288.i_3;
const uint32 l_309 = l_308 << uint32(16);
const float l_310 = reinterpret_cast<float const&>(l_309);
l_mut_121.i_6 = l_310;
const uint32 l_311 = l_288.i_3;
const uint32 l_312 = l_311 & uint32(4294901760);
const float l_313 = reinterpret_cast<float const&>(l_312);
l_mut_121.i_7 = l_313;
const uint32_4 l_314 = reinterpret_cast<uint32_4 const&>(l_286);
const float_8 l_315 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_315;
const uint32 l_316 = l_314.i_0;
const uint32 l_317 = l_316 << uint32(16);
const float l_318 = reinterpret_cast<float const&>(l_317);
l_mut_94.i_0 = l_318;
const uint32 l_319 = l_314.i_0;
const uint32 l_320 = l_319 & uint32(4294901760);
const float l_321 = reinterpret_cast<float const&>(l_320);
l_mut_94.i_1 = l_321;
const uint32 l_322 = l_314.i_1;
const uint32 l_323 = l_322 << uint32(16);
const float l_324 = reinterpret_cast<float const&>(l_323);
l_mut_94.i_2 = l_324;
const uint32 l_325 = l_314.i_1;
const uint32 l_326 = l_325 & uint32(4294901760);
const float l_327 = reinterpret_cast<float const&>(l_326);
l_mut_94.i_3 = l_327;
const uint32 l_328 = l_314.i_2;
const uint32 l_329 = l_328 << uint32(16);
const float l_330 = reinterpret_cast<float const&>(l_329);
l_mut_94.i_4 = l_330;
const uint32 l_331 = l_314.i_2;
const uint32 l_332 = l_331 & uint32(4294901760);
const float l_333 = reinterpret_cast<float const&>(l_332);
l_mut_94.i_5 = l_333;
const uint32 l_334 = l_314.i_3;
const uint32 l_335 = l_334 << uint32(16);
const float l_336 = reinterpret_cast<float const&>(l_335);
l_mut_94.i_6 = l_336;
const uint32 l_337 = l_314.i_3;
const uint32 l_338 = l_337 & uint32(4294901760);
const float l_339 = reinterpret_cast<float const&>(l_338);
l_mut_94.i_7 = l_339;
l_mut_146 = float(0.0);
const bool l_340 = uint32(0) < uint32(8);
const bool l_341 = bool(true) || l_340;
if (l_341) {
const float l_342 = l_mut_121.i_0;
const float l_343 = l_mut_94.i_0;
const float l_344 = l_342 * l_343;
l_mut_146 = l_mut_146 + l_344;
}
const bool l_345 = uint32(1) < uint32(8);
const bool l_346 = bool(true) || l_345;
if (l_346) {
const float l_347 = l_mut_121.i_1;
const float l_348 = l_mut_94.i_1;
const float l_349 = l_347 * l_348;
l_mut_146 = l_mut_146 + l_349;
}
const bool l_350 = uint32(2) < uint32(8);
const bool l_351 = bool(true) || l_350;
if (l_351) {
const float l_352 = l_mut_121.i_2;
const float l_353 = l_mut_94.i_2;
const float l_354 = l_352 * l_353;
l_mut_146 = l_mut_146 + l_354;
}
const bool l_355 = uint32(3) < uint32(8);
const bool l_356 = bool(true) || l_355;
if (l_356) {
const float l_357 = l_mut_121.i_3;
const float l_358 = l_mut_94.i_3;
const float l_359 = l_357 * l_358;
l_mut_146 = l_mut_146 + l_359;
}
const bool l_360 = uint32(4) < uint32(8);
const bool l_361 = bool(true) || l_360;
if (l_361) {
const float l_362 = l_mut_121.i_4;
const float l_363 = l_mut_94.i_4;
const float l_364 = l_362 * l_363;
l_mut_146 = l_mut_146 + l_364;
}
const bool l_365 = uint32(5) < uint32(8);
const bool l_366 = bool(true) || l_365;
if (l_366) {
const float l_367 = l_mut_121.i_5;
const float l_368 = l_mut_94.i_5;
const float l_369 = l_367 * l_368;
l_mut_146 = l_mut_146 + l_369;
}
const bool l_370 = uint32(6) < uint32(8);
const bool l_371 = bool(true) || l_370;
if (l_371) {
const float l_372 = l_mut_121.i_6;
const float l_373 = l_mut_94.i_6;
const float l_374 = l_372 * l_373;
l_mut_146 = l_mut_146 + l_374;
}
const bool l_375 = uint32(7) < uint32(8);
const bool l_376 = bool(true) || l_375;
if (l_376) {
const float l_377 = l_mut_121.i_7;
const float l_378 = l_mut_94.i_7;
const float l_379 = l_377 * l_378;
l_mut_146 = l_mut_146 + l_379;
}
l_mut_81 = l_mut_81 + l_mut_146;
} else {
const uint32 l_380 = l_284 + uint32(1);
const bool l_381 = l_380 == l_35;
if (l_381) {
const __nv_bfloat16_8 l_382 = l_arr_5[uint32(1)];
const __nv_bfloat16_8 l_383 = l_arr_6[uint32(1)];
const uint32_4 l_384 = reinterpret_cast<uint32_4 const&>(l_383);
const float_8 l_385 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_385;
const uint32 l_386 = l_384.i_0;
const uint32 l_387 = l_386 << uint32(16);
const float l_388 = reinterpret_cast<float const&>(l_387);
l_mut_121.i_0 = l_388;
const uint32 l_389 = l_384.i_0;
const uint32 l_390 = l_389 & uint32(4294901760);
const float l_391 = reinterpret_cast<float const&>(l_390);
l_mut_121.i_1 = l_391;
const uint32 l_392 = l_384.i_1;
const uint32 l_393 = l_392 << uint32(16);
const float l_394 = reinterpret_cast<float const&>(l_393);
l_mut_121.i_2 = l_394;
const uint32 l_395 = l_384.i_1;
const uint32 l_396 = l_395 & uint32(4294901760);
const float l_397 = reinterpret_cast<float const&>(l_396);
l_mut_121.i_3 = l_397;
const uint32 l_398 = l_384.i_2;
const uint32 l_399 = l_398 << uint32(16);
const float l_400 = reinterpret_cast<float const&>(l_399);
l_mut_121.i_4 = l_400;
const uint32 l_401 = l_384.i_2;
const uint32 l_402 = l_401 & uint32(4294901760);
const float l_403 = reinterpret_cast<float const&>(l_402);
l_mut_121.i_5 = l_403;
const uint32 l_404 = l_384.i_3;
const uint32 l_405 = l_404 << uint32(16);
const float l_406 = reinterpret_cast<float const&>(l_405);
l_mut_121.i_6 = l_406;
const uint32 l_407 = l_384.i_3;
const uint32 l_408 = l_407 & uint32(4294901760);
const float l_409 = reinterpret_cast<float const&>(l_408);
l_mut_121.i_7 = l_409;
const uint32_4 l_410 = reinterpret_cast<uint32_4 const&>(l_382);
const float_8 l_411 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_411;
const uint32 l_412 = l_410.i_0;
const uint32 l_413 = l_412 << uint32(16);
const float l_414 = reinterpret_cast<float const&>(l_413);
l_mut_94.i_0 = l_414;
const uint32 l_415 = l_410.i_0;
const uint32 l_416 = l_415 & uint32(4294901760);
const float l_417 = reinterpret_cast<float const&>(l_416);
l_mut_94.i_1 = l_417;
const uint32 l_418 = l_410.i_1;
const uint32 l_419 = l_418 << uint32(16);
const float l_420 = reinterpret_cast<float const&>(l_419);
l_mut_94.i_2 = l_420;
const uint32 l_421 = l_410.i_1;
const uint32 l_422 = l_421 & uint32(4294901760);
const float l_423 = reinterpret_cast<float const&>(l_422);
l_mut_94.i_3 = l_423;
const uint32 l_424 = l_410.i_2;
const uint32 l_425 = l_424 << uint32(16);
const float l_426 = reinterpret_cast<float const&>(l_425);
l_mut_94.i_4 = l_426;
const uint32 l_427 = l_410.i_2;
const uint32 l_428 = l_427 & uint32(4294901760);
const float l_429 = reinterpret_cast<float const&>(l_428);
l_mut_94.i_5 = l_429;
const uint32 l_430 = l_410.i_3;
const uint32 l_431 = l_430 << uint32(16);
const float l_432 = reinterpret_cast<float const&>(l_431);
l_mut_94.i_6 = l_432;
const uint32 l_433 = l_410.i_3;
const uint32 l_434 = l_433 & uint32(4294901760);
const float l_435 = reinterpret_cast<float const&>(l_434);
l_mut_94.i_7 = l_435;
l_mut_146 = float(0.0);
const bool l_436 = uint32(0) < l_38;
const bool l_437 = bool(false) || l_436;
if (l_437) {
const float l_438 = l_mut_121.i_0;
const float l_439 = l_mut_94.i_0;
const float l_440 = l_438 * l_439;
l_mut_146 = l_mut_146 + l_440;
}
const bool l_441 = uint32(1) < l_38;
const bool l_442 = bool(false) || l_441;
if (l_442) {
const float l_443 = l_mut_121.i_1;
const float l_444 = l_mut_94.i_1;
const float l_445 = l_443 * l_444;
l_mut_146 = l_mut_146 + l_445;
}
const bool l_446 = uint32(2) < l_38;
const bool l_447 = bool(false) || l_446;
if (l_447) {
const float l_448 = l_mut_121.i_2;
const float l_449 = l_mut_94.i_2;
const float l_450 = l_448 * l_449;
l_mut_146 = l_mut_146 + l_450;
}
const bool l_451 = uint32(3) < l_38;
const bool l_452 = bool(false) || l_451;
if (l_452) {
const float l_453 = l_mut_121.i_3;
const float l_454 = l_mut_94.i_3;
const float l_455 = l_453 * l_454;
l_mut_146 = l_mut_146 + l_455;
}
const bool l_456 = uint32(4) < l_38;
const bool l_457 = bool(false) || l_456;
if (l_457) {
const float l_458 = l_mut_121.i_4;
const float l_459 = l_mut_94.i_4;
const float l_460 = l_458 * l_459;
l_mut_146 = l_mut_146 + l_460;
}
const bool l_461 = uint32(5) < l_38;
const bool l_462 = bool(false) || l_461;
if (l_462) {
const float l_463 = l_mut_121.i_5;
const float l_464 = l_mut_94.i_5;
const float l_465 = l_463 * l_464;
l_mut_146 = l_mut_146 + l_465;
}
const bool l_466 = uint32(6) < l_38;
const bool l_467 = bool(false) || l_466;
if (l_467) {
const float l_468 = l_mut_121.i_6;
const float l_469 = l_mut_94.i_6;
const float l_470 = l_468 * l_469;
l_mut_146 = l_mut_146 + l_470;
}
const bool l_471 = uint32(7) < l_38;
const bool l_472 = bool(false) || l_471;
if (l_472) {
const float l_473 = l_mut_121.i_7;
const float l_474 = l_mut_94.i_7;
const float l_475 = l_473 * l_474;
l_mut_146 = l_mut_146 + l_475;
}
l_mut_81 = l_mut_81 + l_mut_146;
}
}
const uint32 l_476 = uint32(2) * blockDimGlobal;
const uint32 l_477 = threadIdxGlobal + l_476;
const bool l_478 = l_477 < l_86;
if (l_478) {
const __nv_bfloat16_8 l_479 = l_arr_5[uint32(2)];
const __nv_bfloat16_8 l_480 = l_arr_6[uint32(2)];
const uint32_4 l_481 = reinterpret_cast<uint32_4 const&>(l_480);
const float_8 l_482 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_482;
const uint32 l_483 = l_481.i_0;
const uint32 l_484 = l_483 << uint32(16);
const float l_485 = reinterpret_cast<float const&>(l_484);
l_mut_121.i_0 = l_485;
const uint32 l_486 = l_481.i_0;
const uint32 l_487 = l_486 & uint32(4294901760);
const float l_488 = reinterpret_cast<float const&>(l_487);
l_mut_121.i_1 = l_488;
const uint32 l_489 = l_481.i_1;
const uint32 l_490 = l_489 << uint32(16);
const float l_491 = reinterpret_cast<float const&>(l_490);
l_mut_121.i_2 = l_491;
const uint32 l_492 = l_481.i_1;
const uint32 l_493 = l_492 & uint32(4294901760);
const float l_494 = reinterpret_cast<float const&>(l_493);
l_mut_121.i_3 = l_494;
const uint32 l_495 = l_481.i_2;
const uint32 l_496 = l_495 << uint32(16);
const float l_497 = reinterpret_cast<float const&>(l_496);
l_mut_121.i_4 = l_497;
const uint32 l_498 = l_481.i_2;
const uint32 l_499 = l_498 & uint32(4294901760);
const float l_500 = reinterpret_cast<float const&>(l_499);
l_mut_121.i_5 = l_500;
const uint32 l_501 = l_481.i_3;
const uint32 l_502 = l_501 << uint32(16);
const float l_503 = reinterpret_cast<float const&>(l_502);
l_mut_121.i_6 = l_503;
const uint32 l_504 = l_481.i_3;
const uint32 l_505 = l_504 & uint32(4294901760);
const float l_506 = reinterpret_cast<float const&>(l_505);
l_mut_121.i_7 = l_506;
const uint32_4 l_507 = reinterpret_cast<uint32_4 const&>(l_479);
const float_8 l_508 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_508;
const uint32 l_509 = l_507.i_0;
const uint32 l_510 = l_509 << uint32(16);
const float l_511 = reinterpret_cast<float const&>(l_510);
l_mut_94.i_0 = l_511;
const uint32 l_512 = l_507.i_0;
const uint32 l_513 = l_512 & uint32(4294901760);
const float l_514 = reinterpret_cast<float const&>(l_513);
l_mut_94.i_1 = l_514;
const uint32 l_515 = l_507.i_1;
const uint32 l_516 = l_515 << uint32(16);
const float l_517 = reinterpret_cast<float const&>(l_516);
l_mut_94.i_2 = l_517;
const uint32 l_518 = l_507.i_1;
const uint32 l_519 = l_518 & uint32(4294901760);
const float l_520 = reinterpret_cast<float const&>(l_519);
l_mut_94.i_3 = l_520;
const uint32 l_521 = l_507.i_2;
const uint32 l_522 = l_521 << uint32(16);
const float l_523 = reinterpret_cast<float const&>(l_522);
l_mut_94.i_4 = l_523;
const uint32 l_524 = l_507.i_2;
const uint32 l_525 = l_524 & uint32(4294901760);
const float l_526 = reinterpret_cast<float const&>(l_525);
l_mut_94.i_5 = l_526;
const uint32 l_527 = l_507.i_3;
const uint32 l_528 = l_527 << uint32(16);
const float l_529 = reinterpret_cast<float const&>(l_528);
l_mut_94.i_6 = l_529;
const uint32 l_530 = l_507.i_3;
const uint32 l_531 = l_530 & uint32(4294901760);
const float l_532 = reinterpret_cast<float const&>(l_531);
l_mut_94.i_7 = l_532;
l_mut_146 = float(0.0);
const bool l_533 = uint32(0) < uint32(8);
const bool l_534 = bool(true) || l_533;
if (l_534) {
const float l_535 = l_mut_121.i_0;
const float l_536 = l_mut_94.i_0;
const float l_537 = l_535 * l_536;
l_mut_146 = l_mut_146 + l_537;
}
const bool l_538 = uint32(1) < uint32(8);
const bool l_539 = bool(true) || l_538;
if (l_539) {
const float l_540 = l_mut_121.i_1;
const float l_541 = l_mut_94.i_1;
const float l_542 = l_540 * l_541;
l_mut_146 = l_mut_146 + l_542;
}
const bool l_543 = uint32(2) < uint32(8);
const bool l_544 = bool(true) || l_543;
if (l_544) {
const float l_545 = l_mut_121.i_2;
const float l_546 = l_mut_94.i_2;
const float l_547 = l_545 * l_546;
l_mut_146 = l_mut_146 + l_547;
}
const bool l_548 = uint32(3) < uint32(8);
const bool l_549 = bool(true) || l_548;
if (l_549) {
const float l_550 = l_mut_121.i_3;
const float l_551 = l_mut_94.i_3;
const float l_552 = l_550 * l_551;
l_mut_146 = l_mut_146 + l_552;
}
const bool l_553 = uint32(4) < uint32(8);
const bool l_554 = bool(true) || l_553;
if (l_554) {
const float l_555 = l_mut_121.i_4;
const float l_556 = l_mut_94.i_4;
const float l_557 = l_555 * l_556;
l_mut_146 = l_mut_146 + l_557;
}
const bool l_558 = uint32(5) < uint32(8);
const bool l_559 = bool(true) || l_558;
if (l_559) {
const float l_560 = l_mut_121.i_5;
const float l_561 = l_mut_94.i_5;
const float l_562 = l_560 * l_561;
l_mut_146 = l_mut_146 + l_562;
}
const bool l_563 = uint32(6) < uint32(8);
const bool l_564 = bool(true) || l_563;
if (l_564) {
const float l_565 = l_mut_121.i_6;
const float l_566 = l_mut_94.i_6;
const float l_567 = l_565 * l_566;
l_mut_146 = l_mut_146 + l_567;
}
const bool l_568 = uint32(7) < uint32(8);
const bool l_569 = bool(true) || l_568;
if (l_569) {
const float l_570 = l_mut_121.i_7;
const float l_571 = l_mut_94.i_7;
const float l_572 = l_570 * l_571;
l_mut_146 = l_mut_146 + l_572;
}
l_mut_81 = l_mut_81 + l_mut_146;
} else {
const uint32 l_573 = l_477 + uint32(1);
const bool l_574 = l_573 == l_35;
if (l_574) {
const __nv_bfloat16_8 l_575 = l_arr_5[uint32(2)];
const __nv_bfloat16_8 l_576 = l_arr_6[uint32(2)];
const uint32_4 l_577 = reinterpret_cast<uint32_4 const&>(l_576);
const float_8 l_578 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_578;
const uint32 l_579 = l_577.i_0;
const uint32 l_580 = l_579 << uint32(16);
const float l_581 = reinterpret_cast<float const&>(l_580);
l_mut_121.i_0 = l_581;
const uint32 l_582 = l_577.i_0;
const uint32 l_583 = l_582 & uint32(4294901760);
const float l_584 = reinterpret_cast<float const&>(l_583);
l_mut_121.i_1 = l_584;
const uint32 l_585 = l_577.i_1;
const uint32 l_586 = l_585 << uint32(16);
const float l_587 = reinterpret_cast<float const&>(l_586);
l_mut_121.i_2 = l_587;
const uint32 l_588 = l_577.i_1;
const uint32 l_589 = l_588 & uint32(4294901760);
const float l_590 = reinterpret_cast<float const&>(l_589);
l_mut_121.i_3 = l_590;
const uint32 l_591 = l_577.i_2;
const uint32 l_592 = l_591 << uint32(16);
const float l_593 = reinterpret_cast<float const&>(l_592);
l_mut_121.i_4 = l_593;
const uint32 l_594 = l_577.i_2;
const uint32 l_595 = l_594 & uint32(4294901760);
const float l_596 = reinterpret_cast<float const&>(l_595);
l_mut_121.i_5 = l_596;
const uint32 l_597 = l_577.i_3;
const uint32 l_598 = l_597 << uint32(16);
const float l_599 = reinterpret_cast<float const&>(l_598);
l_mut_121.i_6 = l_599;
const uint32 l_600 = l_577.i_3;
const uint32 l_601 = l_600 & uint32(4294901760);
const float l_602 = reinterpret_cast<float const&>(l_601);
l_mut_121.i_7 = l_602;
const uint32_4 l_603 = reinterpret_cast<uint32_4 const&>(l_575);
const float_8 l_604 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_604;
const uint32 l_605 = l_603.i_0;
const uint32 l_606 = l_605 << uint32(16);
const float l_607 = reinterpret_cast<float const&>(l_606);
l_mut_94.i_0 = l_607;
const uint32 l_608 = l_603.i_0;
const uint32 l_609 = l_608 & uint32(4294901760);
const float l_610 = reinterpret_cast<float const&>(l_609);
l_mut_94.i_1 = l_610;
const uint32 l_611 = l_603.i_1;
const uint32 l_612 = l_611 << uint32(16);
const float l_613 = reinterpret_cast<float const&>(l_612);
l_mut_94.i_2 = l_613;
const uint32 l_614 = l_603.i_1;
const uint32 l_615 = l_614 & uint32(4294901760);
const float l_616 = reinterpret_cast<float const&>(l_615);
l_mut_94.i_3 = l_616;
const uint32 l_617 = l_603.i_2;
const uint32 l_618 = l_617 << uint32(16);
const float l_619 = reinterpret_cast<float const&>(l_618);
l_mut_94.i_4 = l_619;
const uint32 l_620 = l_603.i_2;
const uint32 l_621 = l_620 & uint32(4294901760);
const float l_622 = reinterpret_cast<float const&>(l_621);
l_mut_94.i_5 = l_622;
const uint32 l_623 = l_603.i_3;
const uint32 l_624 = l_623 << uint32(16);
const float l_625 = reinterpret_cast<float const&>(l_624);
l_mut_94.i_6 = l_625;
const uint32 l_626 = l_603.i_3;
const uint32 l_627 = l_626 & uint32(4294901760);
const float l_628 = reinterpret_cast<float const&>(l_627);
l_mut_94.i_7 = l_628;
l_mut_146 = float(0.0);
const bool l_629 = uint32(0) < l_38;
const bool l_630 = bool(false) || l_629;
if (l_630) {
const float l_631 = l_mut_121.i_0;
const float l_632 = l_mut_94.i_0;
const float l_633 = l_631 * l_632;
l_mut_146 = l_mut_146 + l_633;
}
const bool l_634 = uint32(1) < l_38;
const bool l_635 = bool(false) || l_634;
if (l_635) {
const float l_636 = l_mut_121.i_1;
const float l_637 = l_mut_94.i_1;
const float l_638 = l_636 * l_637;
l_mut_146 = l_mut_146 + l_638;
}
const bool l_639 = uint32(2) < l_38;
const bool l_640 = bool(false) || l_639;
if (l_640) {
const float l_641 = l_mut_121.i_2;
const float l_642 = l_mut_94.i_2;
const float l_643 = l_641 * l_642;
l_mut_146 = l_mut_146 + l_643;
}
const bool l_644 = uint32(3) < l_38;
const bool l_645 = bool(false) || l_644;
if (l_645) {
const float l_646 = l_mut_121.i_3;
const float l_647 = l_mut_94.i_3;
const float l_648 = l_646 * l_647;
l_mut_146 = l_mut_146 + l_648;
}
const bool l_649 = uint32(4) < l_38;
const bool l_650 = bool(false) || l_649;
if (l_650) {
const float l_651 = l_mut_121.i_4;
const float l_652 = l_mut_94.i_4;
const float l_653 = l_651 * l_652;
l_mut_146 = l_mut_146 + l_653;
}
const bool l_654 = uint32(5) < l_38;
const bool l_655 = bool(false) || l_654;
if (l_655) {
const float l_656 = l_mut_121.i_5;
const float l_657 = l_mut_94.i_5;
const float l_658 = l_656 * l_657;
l_mut_146 = l_mut_146 + l_658;
}
const bool l_659 = uint32(6) < l_38;
const bool l_660 = bool(false) || l_659;
if (l_660) {
const float l_661 = l_mut_121.i_6;
const float l_662 = l_mut_94.i_6;
const float l_663 = l_661 * l_662;
l_mut_146 = l_mut_146 + l_663;
}
const bool l_664 = uint32(7) < l_38;
const bool l_665 = bool(false) || l_664;
if (l_665) {
const float l_666 = l_mut_121.i_7;
const float l_667 = l_mut_94.i_7;
const float l_668 = l_666 * l_667;
l_mut_146 = l_mut_146 + l_668;
}
l_mut_81 = l_mut_81 + l_mut_146;
}
}
const uint32 l_669 = uint32(3) * blockDimGlobal;
const uint32 l_670 = threadIdxGlobal + l_669;
const bool l_671 = l_670 < l_86;
if (l_671) {
const __nv_bfloat16_8 l_672 = l_arr_5[uint32(3)];
const __nv_bfloat16_8 l_673 = l_arr_6[uint32(3)];
const uint32_4 l_674 = reinterpret_cast<uint32_4 const&>(l_673);
const float_8 l_675 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_675;
const uint32 l_676 = l_674.i_0;
const uint32 l_677 = l_676 << uint32(16);
const float l_678 = reinterpret_cast<float const&>(l_677);
l_mut_121.i_0 = l_678;
const uint32 l_679 = l_674.i_0;
const uint32 l_680 = l_679 & uint32(4294901760);
const float l_681 = reinterpret_cast<float const&>(l_680);
l_mut_121.i_1 = l_681;
const uint32 l_682 = l_674.i_1;
const uint32 l_683 = l_682 << uint32(16);
const float l_684 = reinterpret_cast<float const&>(l_683);
l_mut_121.i_2 = l_684;
const uint32 l_685 = l_674.i_1;
const uint32 l_686 = l_685 & uint32(4294901760);
const float l_687 = reinterpret_cast<float const&>(l_686);
l_mut_121.i_3 = l_687;
const uint32 l_688 = l_674.i_2;
const uint32 l_689 = l_688 << uint32(16);
const float l_690 = reinterpret_cast<float const&>(l_689);
l_mut_121.i_4 = l_690;
const uint32 l_691 = l_674.i_2;
const uint32 l_692 = l_691 & uint32(4294901760);
const float l_693 = reinterpret_cast<float const&>(l_692);
l_mut_121.i_5 = l_693;
const uint32 l_694 = l_674.i_3;
const uint32 l_695 = l_694 << uint32(16);
const float l_696 = reinterpret_cast<float const&>(l_695);
l_mut_121.i_6 = l_696;
const uint32 l_697 = l_674.i_3;
const uint32 l_698 = l_697 & uint32(4294901760);
const float l_699 = reinterpret_cast<float const&>(l_698);
l_mut_121.i_7 = l_699;
const uint32_4 l_700 = reinterpret_cast<uint32_4 const&>(l_672);
const float_8 l_701 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_701;
const uint32 l_702 = l_700.i_0;
const uint32 l_703 = l_702 << uint32(16);
const float l_704 = reinterpret_cast<float const&>(l_703);
l_mut_94.i_0 = l_704;
const uint32 l_705 = l_700.i_0;
const uint32 l_706 = l_705 & uint32(4294901760);
const float l_707 = reinterpret_cast<float const&>(l_706);
l_mut_94.i_1 = l_707;
const uint32 l_708 = l_700.i_1;
const uint32 l_709 = l_708 << uint32(16);
const float l_710 = reinterpret_cast<float const&>(l_709);
l_mut_94.i_2 = l_710;
const uint32 l_711 = l_700.i_1;
const uint32 l_712 = l_711 & uint32(4294901760);
const float l_713 = reinterpret_cast<float const&>(l_712);
l_mut_94.i_3 = l_713;
const uint32 l_714 = l_700.i_2;
const uint32 l_715 = l_714 << uint32(16);
const float l_716 = reinterpret_cast<float const&>(l_715);
l_mut_94.i_4 = l_716;
const uint32 l_717 = l_700.i_2;
const uint32 l_718 = l_717 & uint32(4294901760);
const float l_719 = reinterpret_cast<float const&>(l_718);
l_mut_94.i_5 = l_719;
const uint32 l_720 = l_700.i_3;
const uint32 l_721 = l_720 << uint32(16);
const float l_722 = reinterpret_cast<float const&>(l_721);
l_mut_94.i_6 = l_722;
const uint32 l_723 = l_700.i_3;
const uint32 l_724 = l_723 & uint32(4294901760);
const float l_725 = reinterpret_cast<float const&>(l_724);
l_mut_94.i_7 = l_725;
l_mut_146 = float(0.0);
const bool l_726 = uint32(0) < uint32(8);
const bool l_727 = bool(true) || l_726;
if (l_727) {
const float l_728 = l_mut_121.i_0;
const float l_729 = l_mut_94.i_0;
const float l_730 = l_728 * l_729;
l_mut_146 = l_mut_146 + l_730;
}
const bool l_731 = uint32(1) < uint32(8);
const bool l_732 = bool(true) || l_731;
if (l_732) {
const float l_733 = l_mut_121.i_1;
const float l_734 = l_mut_94.i_1;
const float l_735 = l_733 * l_734;
l_mut_146 = l_mut_146 + l_735;
}
const bool l_736 = uint32(2) < uint32(8);
const bool l_737 = bool(true) || l_736;
if (l_737) {
const float l_738 = l_mut_121.i_2;
const float l_739 = l_mut_94.i_2;
const float l_740 = l_738 * l_739;
l_mut_146 = l_mut_146 + l_740;
}
const bool l_741 = uint32(3) < uint32(8);
const bool l_742 = bool(true) || l_741;
if (l_742) {
const float l_743 = l_mut_121.i_3;
const float l_744 = l_mut_94.i_3;
const float l_745 = l_743 * l_744;
l_mut_146 = l_mut_146 + l_745;
}
const bool l_746 = uint32(4) < uint32(8);
const bool l_747 = bool(true) || l_746;
if (l_747) {
const float l_748 = l_mut_121.i_4;
const float l_749 = l_mut_94.i_4;
const float l_750 = l_748 * l_749;
l_mut_146 = l_mut_146 + l_750;
}
const bool l_751 = uint32(5) < uint32(8);
const bool l_752 = bool(true) || l_751;
if (l_752) {
const float l_753 = l_mut_121.i_5;
const float l_754 = l_mut_94.i_5;
const float l_755 = l_753 * l_754;
l_mut_146 = l_mut_146 + l_755;
}
const bool l_756 = uint32(6) < uint32(8);
const bool l_757 = bool(true) || l_756;
if (l_757) {
const float l_758 = l_mut_121.i_6;
const float l_759 = l_mut_94.i_6;
const float l_760 = l_758 * l_759;
l_mut_146 = l_mut_146 + l_760;
}
const bool l_761 = uint32(7) < uint32(8);
const bool l_762 = bool(true) || l_761;
if (l_762) {
const float l_763 = l_mut_121.i_7;
const float l_764 = l_mut_94.i_7;
const float l_765 = l_763 * l_764;
l_mut_146 = l_mut_146 + l_765;
}
l_mut_81 = l_mut_81 + l_mut_146;
} else {
const uint32 l_766 = l_670 + uint32(1);
const bool l_767 = l_766 == l_35;
if (l_767) {
const __nv_bfloat16_8 l_768 = l_arr_5[uint32(3)];
const __nv_bfloat16_8 l_769 = l_arr_6[uint32(3)];
const uint32_4 l_770 = reinterpret_cast<uint32_4 const&>(l_769);
const float_8 l_771 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_771;
const uint32 l_772 = l_770.i_0;
const uint32 l_773 = l_772 << uint32(16);
const float l_774 = reinterpret_cast<float const&>(l_773);
l_mut_121.i_0 = l_774;
const uint32 l_775 = l_770.i_0;
const uint32 l_776 = l_775 & uint32(4294901760);
const float l_777 = reinterpret_cast<float const&>(l_776);
l_mut_121.i_1 = l_777;
const uint32 l_778 = l_770.i_1;
const uint32 l_779 = l_778 << uint32(16);
const float l_780 = reinterpret_cast<float const&>(l_779);
l_mut_121.i_2 = l_780;
const uint32 l_781 = l_770.i_1;
const uint32 l_782 = l_781 & uint32(4294901760);
const float l_783 = reinterpret_cast<float const&>(l_782);
l_mut_121.i_3 = l_783;
const uint32 l_784 = l_770.i_2;
const uint32 l_785 = l_784 << uint32(16);
const float l_786 = reinterpret_cast<float const&>(l_785);
l_mut_121.i_4 = l_786;
const uint32 l_787 = l_770.i_2;
const uint32 l_788 = l_787 & uint32(4294901760);
const float l_789 = reinterpret_cast<float const&>(l_788);
l_mut_121.i_5 = l_789;
const uint32 l_790 = l_770.i_3;
const uint32 l_791 = l_790 << uint32(16);
const float l_792 = reinterpret_cast<float const&>(l_791);
l_mut_121.i_6 = l_792;
const uint32 l_793 = l_770.i_3;
const uint32 l_794 = l_793 & uint32(4294901760);
const float l_795 = reinterpret_cast<float const&>(l_794);
l_mut_121.i_7 = l_795;
const uint32_4 l_796 = reinterpret_cast<uint32_4 const&>(l_768);
const float_8 l_797 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_797;
const uint32 l_798 = l_796.i_0;
const uint32 l_799 = l_798 << uint32(16);
const float l_800 = reinterpret_cast<float const&>(l_799);
l_mut_94.i_0 = l_800;
const uint32 l_801 = l_796.i_0;
const uint32 l_802 = l_801 & uint32(4294901760);
const float l_803 = reinterpret_cast<float const&>(l_802);
l_mut_94.i_1 = l_803;
const uint32 l_804 = l_796.i_1;
const uint32 l_805 = l_804 << uint32(16);
const float l_806 = reinterpret_cast<float const&>(l_805);
l_mut_94.i_2 = l_806;
const uint32 l_807 = l_796.i_1;
const uint32 l_808 = l_807 & uint32(4294901760);
const float l_809 = reinterpret_cast<float const&>(l_808);
l_mut_94.i_3 = l_809;
const uint32 l_810 = l_796.i_2;
const uint32 l_811 = l_810 << uint32(16);
const float l_812 = reinterpret_cast<float const&>(l_811);
l_mut_94.i_4 = l_812;
const uint32 l_813 = l_796.i_2;
const uint32 l_814 = l_813 & uint32(4294901760);
const float l_815 = reinterpret_cast<float const&>(l_814);
l_mut_94.i_5 = l_815;
const uint32 l_816 = l_796.i_3;
const uint32 l_817 = l_816 << uint32(16);
const float l_818 = reinterpret_cast<float const&>(l_817);
l_mut_94.i_6 = l_818;
const uint32 l_819 = l_796.i_3;
const uint32 l_820 = l_819 & uint32(4294901760);
const float l_821 = reinterpret_cast<float const&>(l_820);
l_mut_94.i_7 = l_821;
l_mut_146 = float(0.0);
const bool l_822 = uint32(0) < l_38;
const bool l_823 = bool(false) || l_822;
if (l_823) {
const float l_824 = l_mut_121.i_0;
const float l_825 = l_mut_94.i_0;
const float l_826 = l_824 * l_825;
l_mut_146 = l_mut_146 + l_826;
}
const bool l_827 = uint32(1) < l_38;
const bool l_828 = bool(false) || l_827;
if (l_828) {
const float l_829 = l_mut_121.i_1;
const float l_830 = l_mut_94.i_1;
const float l_831 = l_829 * l_830;
l_mut_146 = l_mut_146 + l_831;
}
const bool l_832 = uint32(2) < l_38;
const bool l_833 = bool(false) || l_832;
if (l_833) {
const float l_834 = l_mut_121.i_2;
const float l_835 = l_mut_94.i_2;
const float l_836 = l_834 * l_835;
l_mut_146 = l_mut_146 + l_836;
}
const bool l_837 = uint32(3) < l_38;
const bool l_838 = bool(false) || l_837;
if (l_838) {
const float l_839 = l_mut_121.i_3;
const float l_840 = l_mut_94.i_3;
const float l_841 = l_839 * l_840;
l_mut_146 = l_mut_146 + l_841;
}
const bool l_842 = uint32(4) < l_38;
const bool l_843 = bool(false) || l_842;
if (l_843) {
const float l_844 = l_mut_121.i_4;
const float l_845 = l_mut_94.i_4;
const float l_846 = l_844 * l_845;
l_mut_146 = l_mut_146 + l_846;
}
const bool l_847 = uint32(5) < l_38;
const bool l_848 = bool(false) || l_847;
if (l_848) {
const float l_849 = l_mut_121.i_5;
const float l_850 = l_mut_94.i_5;
const float l_851 = l_849 * l_850;
l_mut_146 = l_mut_146 + l_851;
}
const bool l_852 = uint32(6) < l_38;
const bool l_853 = bool(false) || l_852;
if (l_853) {
const float l_854 = l_mut_121.i_6;
const float l_855 = l_mut_94.i_6;
const float l_856 = l_854 * l_855;
l_mut_146 = l_mut_146 + l_856;
}
const bool l_857 = uint32(7) < l_38;
const bool l_858 = bool(false) || l_857;
if (l_858) {
const float l_859 = l_mut_121.i_7;
const float l_860 = l_mut_94.i_7;
const float l_861 = l_859 * l_860;
l_mut_146 = l_mut_146 + l_861;
}
l_mut_81 = l_mut_81 + l_mut_146;
}
}
const float l_862 = l_mut_28 + l_mut_81;
auto plane_l_863 = [&]() -> float {
    float acc = float(0.0);
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
        acc = max(acc, __shfl_xor_sync(-1, acc, offset));
    };
    return acc;
};
const float l_863 = plane_l_863();
const float l_864 = float(0.0) - l_863;
const float l_865 = __expf(l_864);
const float l_866 = l_862 * l_865;
auto plane_l_867 = [&]() -> float {
    float acc = l_866;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
acc += __shfl_xor_sync(-1, acc, offset);
    };
    return acc;
};
const float l_867 = plane_l_867();
const uint32 l_868 = blockDimGlobal / warpSize;
const uint32 l_869 = l_mut_9 * uint32(4);
const uint32 l_870 = threadIdxGlobal % warpSize;
const bool l_871 = l_870 == uint32(0);
if (l_871) {
const uint32 l_872 = threadIdxGlobal / warpSize;
const uint32 l_873 = l_869 + l_872;
shared_memory_0[l_873] = l_863;
const uint32 l_874 = threadIdxGlobal / warpSize;
const uint32 l_875 = l_869 + l_874;
shared_memory_1[l_875] = l_867;
}
__syncthreads();

l_mut_146 = float(-3.4028234663852886e38);
l_mut_81 = float(0.0);
const uint32 l_876 = threadIdxGlobal % warpSize;
l_mut_877 = l_876;
while (true) {
const bool l_878 = l_mut_877 < l_868;
const bool l_879 = !l_878;
if (l_879) {
break;}
const uint32 l_880 = l_869 + l_mut_877;
const float l_881 = shared_memory_0[l_880];
const uint32 l_882 = l_869 + l_mut_877;
const float l_883 = shared_memory_1[l_882];
const float l_884 = max(l_mut_146, l_881);
const float l_885 = l_mut_146 - l_884;
const float l_886 = __expf(l_885);
const float l_887 = l_mut_81 * l_886;
const float l_888 = l_881 - l_884;
const float l_889 = __expf(l_888);
const float l_890 = l_883 * l_889;
const float l_891 = l_887 + l_890;
l_mut_146 = l_884;
l_mut_81 = l_891;
l_mut_877 = l_mut_877 + warpSize;
}
auto plane_l_892 = [&]() -> float {
    float acc = l_mut_146;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
        acc = max(acc, __shfl_xor_sync(-1, acc, offset));
    };
    return acc;
};
const float l_892 = plane_l_892();
const float l_893 = l_mut_146 - l_892;
const float l_894 = __expf(l_893);
const float l_895 = l_mut_81 * l_894;
auto plane_l_896 = [&]() -> float {
    float acc = l_895;
    for (uint offset = 1; offset < warpSizeChecked; offset *=2 ) {
acc += __shfl_xor_sync(-1, acc, offset);
    };
    return acc;
};
const float l_896 = plane_l_896();
l_mut_146 = l_896;
const uint32 l_897 = uint32(1) - l_mut_9;
l_mut_9 = l_897;
l_mut_877 = uint32(4294967295);
const uint32 l_898 = l_13 * info.scalars_uint32[21];
const uint32 l_899 = l_898 + l_19;
const uint32 l_900 = uint32(0) * blockDimGlobal;
const uint32 l_901 = threadIdxGlobal + l_900;
const bool l_902 = l_901 < l_24;
if (l_902) {
const uint32 l_903 = l_899 + l_901;
const __nv_bfloat16_8 l_904 = l_arr_5[uint32(0)];
const __nv_bfloat16_8 l_905 = l_arr_6[uint32(0)];
const uint32_4 l_906 = reinterpret_cast<uint32_4 const&>(l_904);
const float_8 l_907 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_907;
const uint32 l_908 = l_906.i_0;
const uint32 l_909 = l_908 << uint32(16);
const float l_910 = reinterpret_cast<float const&>(l_909);
l_mut_121.i_0 = l_910;
const uint32 l_911 = l_906.i_0;
const uint32 l_912 = l_911 & uint32(4294901760);
const float l_913 = reinterpret_cast<float const&>(l_912);
l_mut_121.i_1 = l_913;
const uint32 l_914 = l_906.i_1;
const uint32 l_915 = l_914 << uint32(16);
const float l_916 = reinterpret_cast<float const&>(l_915);
l_mut_121.i_2 = l_916;
const uint32 l_917 = l_906.i_1;
const uint32 l_918 = l_917 & uint32(4294901760);
const float l_919 = reinterpret_cast<float const&>(l_918);
l_mut_121.i_3 = l_919;
const uint32 l_920 = l_906.i_2;
const uint32 l_921 = l_920 << uint32(16);
const float l_922 = reinterpret_cast<float const&>(l_921);
l_mut_121.i_4 = l_922;
const uint32 l_923 = l_906.i_2;
const uint32 l_924 = l_923 & uint32(4294901760);
const float l_925 = reinterpret_cast<float const&>(l_924);
l_mut_121.i_5 = l_925;
const uint32 l_926 = l_906.i_3;
const uint32 l_927 = l_926 << uint32(16);
const float l_928 = reinterpret_cast<float const&>(l_927);
l_mut_121.i_6 = l_928;
const uint32 l_929 = l_906.i_3;
const uint32 l_930 = l_929 & uint32(4294901760);
const float l_931 = reinterpret_cast<float const&>(l_930);
l_mut_121.i_7 = l_931;
const uint32_4 l_932 = reinterpret_cast<uint32_4 const&>(l_905);
const float_8 l_933 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_933;
const uint32 l_934 = l_932.i_0;
const uint32 l_935 = l_934 << uint32(16);
const float l_936 = reinterpret_cast<float const&>(l_935);
l_mut_94.i_0 = l_936;
const uint32 l_937 = l_932.i_0;
const uint32 l_938 = l_937 & uint32(4294901760);
const float l_939 = reinterpret_cast<float const&>(l_938);
l_mut_94.i_1 = l_939;
const uint32 l_940 = l_932.i_1;
const uint32 l_941 = l_940 << uint32(16);
const float l_942 = reinterpret_cast<float const&>(l_941);
l_mut_94.i_2 = l_942;
const uint32 l_943 = l_932.i_1;
const uint32 l_944 = l_943 & uint32(4294901760);
const float l_945 = reinterpret_cast<float const&>(l_944);
l_mut_94.i_3 = l_945;
const uint32 l_946 = l_932.i_2;
const uint32 l_947 = l_946 << uint32(16);
const float l_948 = reinterpret_cast<float const&>(l_947);
l_mut_94.i_4 = l_948;
const uint32 l_949 = l_932.i_2;
const uint32 l_950 = l_949 & uint32(4294901760);
const float l_951 = reinterpret_cast<float const&>(l_950);
l_mut_94.i_5 = l_951;
const uint32 l_952 = l_932.i_3;
const uint32 l_953 = l_952 << uint32(16);
const float l_954 = reinterpret_cast<float const&>(l_953);
l_mut_94.i_6 = l_954;
const uint32 l_955 = l_932.i_3;
const uint32 l_956 = l_955 & uint32(4294901760);
const float l_957 = reinterpret_cast<float const&>(l_956);
l_mut_94.i_7 = l_957;
const float_8 l_958 = float_8{
l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,};
const float_8 l_959 = float_8{
info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],};
const float_8 l_960 = float_8{
l_mut_94.i_0 - l_958.i_0, l_mut_94.i_1 - l_958.i_1, l_mut_94.i_2 - l_958.i_2, l_mut_94.i_3 - l_958.i_3, l_mut_94.i_4 - l_958.i_4, l_mut_94.i_5 - l_958.i_5, l_mut_94.i_6 - l_958.i_6, l_mut_94.i_7 - l_958.i_7, };
const float_8 l_961 = float_8{
l_mut_121.i_0 * l_960.i_0, l_mut_121.i_1 * l_960.i_1, l_mut_121.i_2 * l_960.i_2, l_mut_121.i_3 * l_960.i_3, l_mut_121.i_4 * l_960.i_4, l_mut_121.i_5 * l_960.i_5, l_mut_121.i_6 * l_960.i_6, l_mut_121.i_7 * l_960.i_7, };
const float_8 l_962 = float_8{
l_961.i_0 * l_959.i_0, l_961.i_1 * l_959.i_1, l_961.i_2 * l_959.i_2, l_961.i_3 * l_959.i_3, l_961.i_4 * l_959.i_4, l_961.i_5 * l_959.i_5, l_961.i_6 * l_959.i_6, l_961.i_7 * l_959.i_7, };
const __nv_bfloat16_8 l_963 = __nv_bfloat16_8{
__nv_bfloat16(l_962.i_0),__nv_bfloat16(l_962.i_1),__nv_bfloat16(l_962.i_2),__nv_bfloat16(l_962.i_3),__nv_bfloat16(l_962.i_4),__nv_bfloat16(l_962.i_5),__nv_bfloat16(l_962.i_6),__nv_bfloat16(l_962.i_7),};
buffer_2[l_903] = reinterpret_cast< __nv_bfloat16_8 const&>(l_963);
}
const uint32 l_964 = uint32(1) * blockDimGlobal;
const uint32 l_965 = threadIdxGlobal + l_964;
const bool l_966 = l_965 < l_24;
if (l_966) {
const uint32 l_967 = l_899 + l_965;
const __nv_bfloat16_8 l_968 = l_arr_5[uint32(1)];
const __nv_bfloat16_8 l_969 = l_arr_6[uint32(1)];
const uint32_4 l_970 = reinterpret_cast<uint32_4 const&>(l_968);
const float_8 l_971 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_971;
const uint32 l_972 = l_970.i_0;
const uint32 l_973 = l_972 << uint32(16);
const float l_974 = reinterpret_cast<float const&>(l_973);
l_mut_121.i_0 = l_974;
const uint32 l_975 = l_970.i_0;
const uint32 l_976 = l_975 & uint32(4294901760);
const float l_977 = reinterpret_cast<float const&>(l_976);
l_mut_121.i_1 = l_977;
const uint32 l_978 = l_970.i_1;
const uint32 l_979 = l_978 << uint32(16);
const float l_980 = reinterpret_cast<float const&>(l_979);
l_mut_121.i_2 = l_980;
const uint32 l_981 = l_970.i_1;
const uint32 l_982 = l_981 & uint32(4294901760);
const float l_983 = reinterpret_cast<float const&>(l_982);
l_mut_121.i_3 = l_983;
const uint32 l_984 = l_970.i_2;
const uint32 l_985 = l_984 << uint32(16);
const float l_986 = reinterpret_cast<float const&>(l_985);
l_mut_121.i_4 = l_986;
const uint32 l_987 = l_970.i_2;
const uint32 l_988 = l_987 & uint32(4294901760);
const float l_989 = reinterpret_cast<float const&>(l_988);
l_mut_121.i_5 = l_989;
const uint32 l_990 = l_970.i_3;
const uint32 l_991 = l_990 << uint32(16);
const float l_992 = reinterpret_cast<float const&>(l_991);
l_mut_121.i_6 = l_992;
const uint32 l_993 = l_970.i_3;
const uint32 l_994 = l_993 & uint32(4294901760);
const float l_995 = reinterpret_cast<float const&>(l_994);
l_mut_121.i_7 = l_995;
const uint32_4 l_996 = reinterpret_cast<uint32_4 const&>(l_969);
const float_8 l_997 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_997;
const uint32 l_998 = l_996.i_0;
const uint32 l_999 = l_998 << uint32(16);
const float l_1000 = reinterpret_cast<float const&>(l_999);
l_mut_94.i_0 = l_1000;
const uint32 l_1001 = l_996.i_0;
const uint32 l_1002 = l_1001 & uint32(4294901760);
const float l_1003 = reinterpret_cast<float const&>(l_1002);
l_mut_94.i_1 = l_1003;
const uint32 l_1004 = l_996.i_1;
const uint32 l_1005 = l_1004 << uint32(16);
const float l_1006 = reinterpret_cast<float const&>(l_1005);
l_mut_94.i_2 = l_1006;
const uint32 l_1007 = l_996.i_1;
const uint32 l_1008 = l_1007 & uint32(4294901760);
const float l_1009 = reinterpret_cast<float const&>(l_1008);
l_mut_94.i_3 = l_1009;
const uint32 l_1010 = l_996.i_2;
const uint32 l_1011 = l_1010 << uint32(16);
const float l_1012 = reinterpret_cast<float const&>(l_1011);
l_mut_94.i_4 = l_1012;
const uint32 l_1013 = l_996.i_2;
const uint32 l_1014 = l_1013 & uint32(4294901760);
const float l_1015 = reinterpret_cast<float const&>(l_1014);
l_mut_94.i_5 = l_1015;
const uint32 l_1016 = l_996.i_3;
const uint32 l_1017 = l_1016 << uint32(16);
const float l_1018 = reinterpret_cast<float const&>(l_1017);
l_mut_94.i_6 = l_1018;
const uint32 l_1019 = l_996.i_3;
const uint32 l_1020 = l_1019 & uint32(4294901760);
const float l_1021 = reinterpret_cast<float const&>(l_1020);
l_mut_94.i_7 = l_1021;
const float_8 l_1022 = float_8{
l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,};
const float_8 l_1023 = float_8{
info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],};
const float_8 l_1024 = float_8{
l_mut_94.i_0 - l_1022.i_0, l_mut_94.i_1 - l_1022.i_1, l_mut_94.i_2 - l_1022.i_2, l_mut_94.i_3 - l_1022.i_3, l_mut_94.i_4 - l_1022.i_4, l_mut_94.i_5 - l_1022.i_5, l_mut_94.i_6 - l_1022.i_6, l_mut_94.i_7 - l_1022.i_7, };
const float_8 l_1025 = float_8{
l_mut_121.i_0 * l_1024.i_0, l_mut_121.i_1 * l_1024.i_1, l_mut_121.i_2 * l_1024.i_2, l_mut_121.i_3 * l_1024.i_3, l_mut_121.i_4 * l_1024.i_4, l_mut_121.i_5 * l_1024.i_5, l_mut_121.i_6 * l_1024.i_6, l_mut_121.i_7 * l_1024.i_7, };
const float_8 l_1026 = float_8{
l_1025.i_0 * l_1023.i_0, l_1025.i_1 * l_1023.i_1, l_1025.i_2 * l_1023.i_2, l_1025.i_3 * l_1023.i_3, l_1025.i_4 * l_1023.i_4, l_1025.i_5 * l_1023.i_5, l_1025.i_6 * l_1023.i_6, l_1025.i_7 * l_1023.i_7, };
const __nv_bfloat16_8 l_1027 = __nv_bfloat16_8{
__nv_bfloat16(l_1026.i_0),__nv_bfloat16(l_1026.i_1),__nv_bfloat16(l_1026.i_2),__nv_bfloat16(l_1026.i_3),__nv_bfloat16(l_1026.i_4),__nv_bfloat16(l_1026.i_5),__nv_bfloat16(l_1026.i_6),__nv_bfloat16(l_1026.i_7),};
buffer_2[l_967] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1027);
}
const uint32 l_1028 = uint32(2) * blockDimGlobal;
const uint32 l_1029 = threadIdxGlobal + l_1028;
const bool l_1030 = l_1029 < l_24;
if (l_1030) {
const uint32 l_1031 = l_899 + l_1029;
const __nv_bfloat16_8 l_1032 = l_arr_5[uint32(2)];
const __nv_bfloat16_8 l_1033 = l_arr_6[uint32(2)];
const uint32_4 l_1034 = reinterpret_cast<uint32_4 const&>(l_1032);
const float_8 l_1035 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_1035;
const uint32 l_1036 = l_1034.i_0;
const uint32 l_1037 = l_1036 << uint32(16);
const float l_1038 = reinterpret_cast<float const&>(l_1037);
l_mut_121.i_0 = l_1038;
const uint32 l_1039 = l_1034.i_0;
const uint32 l_1040 = l_1039 & uint32(4294901760);
const float l_1041 = reinterpret_cast<float const&>(l_1040);
l_mut_121.i_1 = l_1041;
const uint32 l_1042 = l_1034.i_1;
const uint32 l_1043 = l_1042 << uint32(16);
const float l_1044 = reinterpret_cast<float const&>(l_1043);
l_mut_121.i_2 = l_1044;
const uint32 l_1045 = l_1034.i_1;
const uint32 l_1046 = l_1045 & uint32(4294901760);
const float l_1047 = reinterpret_cast<float const&>(l_1046);
l_mut_121.i_3 = l_1047;
const uint32 l_1048 = l_1034.i_2;
const uint32 l_1049 = l_1048 << uint32(16);
const float l_1050 = reinterpret_cast<float const&>(l_1049);
l_mut_121.i_4 = l_1050;
const uint32 l_1051 = l_1034.i_2;
const uint32 l_1052 = l_1051 & uint32(4294901760);
const float l_1053 = reinterpret_cast<float const&>(l_1052);
l_mut_121.i_5 = l_1053;
const uint32 l_1054 = l_1034.i_3;
const uint32 l_1055 = l_1054 << uint32(16);
const float l_1056 = reinterpret_cast<float const&>(l_1055);
l_mut_121.i_6 = l_1056;
const uint32 l_1057 = l_1034.i_3;
const uint32 l_1058 = l_1057 & uint32(4294901760);
const float l_1059 = reinterpret_cast<float const&>(l_1058);
l_mut_121.i_7 = l_1059;
const uint32_4 l_1060 = reinterpret_cast<uint32_4 const&>(l_1033);
const float_8 l_1061 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_1061;
const uint32 l_1062 = l_1060.i_0;
const uint32 l_1063 = l_1062 << uint32(16);
const float l_1064 = reinterpret_cast<float const&>(l_1063);
l_mut_94.i_0 = l_1064;
const uint32 l_1065 = l_1060.i_0;
const uint32 l_1066 = l_1065 & uint32(4294901760);
const float l_1067 = reinterpret_cast<float const&>(l_1066);
l_mut_94.i_1 = l_1067;
const uint32 l_1068 = l_1060.i_1;
const uint32 l_1069 = l_1068 << uint32(16);
const float l_1070 = reinterpret_cast<float const&>(l_1069);
l_mut_94.i_2 = l_1070;
const uint32 l_1071 = l_1060.i_1;
const uint32 l_1072 = l_1071 & uint32(4294901760);
const float l_1073 = reinterpret_cast<float const&>(l_1072);
l_mut_94.i_3 = l_1073;
const uint32 l_1074 = l_1060.i_2;
const uint32 l_1075 = l_1074 << uint32(16);
const float l_1076 = reinterpret_cast<float const&>(l_1075);
l_mut_94.i_4 = l_1076;
const uint32 l_1077 = l_1060.i_2;
const uint32 l_1078 = l_1077 & uint32(4294901760);
const float l_1079 = reinterpret_cast<float const&>(l_1078);
l_mut_94.i_5 = l_1079;
const uint32 l_1080 = l_1060.i_3;
const uint32 l_1081 = l_1080 << uint32(16);
const float l_1082 = reinterpret_cast<float const&>(l_1081);
l_mut_94.i_6 = l_1082;
const uint32 l_1083 = l_1060.i_3;
const uint32 l_1084 = l_1083 & uint32(4294901760);
const float l_1085 = reinterpret_cast<float const&>(l_1084);
l_mut_94.i_7 = l_1085;
const float_8 l_1086 = float_8{
l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,};
const float_8 l_1087 = float_8{
info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],};
const float_8 l_1088 = float_8{
l_mut_94.i_0 - l_1086.i_0, l_mut_94.i_1 - l_1086.i_1, l_mut_94.i_2 - l_1086.i_2, l_mut_94.i_3 - l_1086.i_3, l_mut_94.i_4 - l_1086.i_4, l_mut_94.i_5 - l_1086.i_5, l_mut_94.i_6 - l_1086.i_6, l_mut_94.i_7 - l_1086.i_7, };
const float_8 l_1089 = float_8{
l_mut_121.i_0 * l_1088.i_0, l_mut_121.i_1 * l_1088.i_1, l_mut_121.i_2 * l_1088.i_2, l_mut_121.i_3 * l_1088.i_3, l_mut_121.i_4 * l_1088.i_4, l_mut_121.i_5 * l_1088.i_5, l_mut_121.i_6 * l_1088.i_6, l_mut_121.i_7 * l_1088.i_7, };
const float_8 l_1090 = float_8{
l_1089.i_0 * l_1087.i_0, l_1089.i_1 * l_1087.i_1, l_1089.i_2 * l_1087.i_2, l_1089.i_3 * l_1087.i_3, l_1089.i_4 * l_1087.i_4, l_1089.i_5 * l_1087.i_5, l_1089.i_6 * l_1087.i_6, l_1089.i_7 * l_1087.i_7, };
const __nv_bfloat16_8 l_1091 = __nv_bfloat16_8{
__nv_bfloat16(l_1090.i_0),__nv_bfloat16(l_1090.i_1),__nv_bfloat16(l_1090.i_2),__nv_bfloat16(l_1090.i_3),__nv_bfloat16(l_1090.i_4),__nv_bfloat16(l_1090.i_5),__nv_bfloat16(l_1090.i_6),__nv_bfloat16(l_1090.i_7),};
buffer_2[l_1031] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1091);
}
const uint32 l_1092 = uint32(3) * blockDimGlobal;
const uint32 l_1093 = threadIdxGlobal + l_1092;
const bool l_1094 = l_1093 < l_24;
if (l_1094) {
const uint32 l_1095 = l_899 + l_1093;
const __nv_bfloat16_8 l_1096 = l_arr_5[uint32(3)];
const __nv_bfloat16_8 l_1097 = l_arr_6[uint32(3)];
const uint32_4 l_1098 = reinterpret_cast<uint32_4 const&>(l_1096);
const float_8 l_1099 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_121 = l_1099;
const uint32 l_1100 = l_1098.i_0;
const uint32 l_1101 = l_1100 << uint32(16);
const float l_1102 = reinterpret_cast<float const&>(l_1101);
l_mut_121.i_0 = l_1102;
const uint32 l_1103 = l_1098.i_0;
const uint32 l_1104 = l_1103 & uint32(4294901760);
const float l_1105 = reinterpret_cast<float const&>(l_1104);
l_mut_121.i_1 = l_1105;
const uint32 l_1106 = l_1098.i_1;
const uint32 l_1107 = l_1106 << uint32(16);
const float l_1108 = reinterpret_cast<float const&>(l_1107);
l_mut_121.i_2 = l_1108;
const uint32 l_1109 = l_1098.i_1;
const uint32 l_1110 = l_1109 & uint32(4294901760);
const float l_1111 = reinterpret_cast<float const&>(l_1110);
l_mut_121.i_3 = l_1111;
const uint32 l_1112 = l_1098.i_2;
const uint32 l_1113 = l_1112 << uint32(16);
const float l_1114 = reinterpret_cast<float const&>(l_1113);
l_mut_121.i_4 = l_1114;
const uint32 l_1115 = l_1098.i_2;
const uint32 l_1116 = l_1115 & uint32(4294901760);
const float l_1117 = reinterpret_cast<float const&>(l_1116);
l_mut_121.i_5 = l_1117;
const uint32 l_1118 = l_1098.i_3;
const uint32 l_1119 = l_1118 << uint32(16);
const float l_1120 = reinterpret_cast<float const&>(l_1119);
l_mut_121.i_6 = l_1120;
const uint32 l_1121 = l_1098.i_3;
const uint32 l_1122 = l_1121 & uint32(4294901760);
const float l_1123 = reinterpret_cast<float const&>(l_1122);
l_mut_121.i_7 = l_1123;
const uint32_4 l_1124 = reinterpret_cast<uint32_4 const&>(l_1097);
const float_8 l_1125 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_94 = l_1125;
const uint32 l_1126 = l_1124.i_0;
const uint32 l_1127 = l_1126 << uint32(16);
const float l_1128 = reinterpret_cast<float const&>(l_1127);
l_mut_94.i_0 = l_1128;
const uint32 l_1129 = l_1124.i_0;
const uint32 l_1130 = l_1129 & uint32(4294901760);
const float l_1131 = reinterpret_cast<float const&>(l_1130);
l_mut_94.i_1 = l_1131;
const uint32 l_1132 = l_1124.i_1;
const uint32 l_1133 = l_1132 << uint32(16);
const float l_1134 = reinterpret_cast<float const&>(l_1133);
l_mut_94.i_2 = l_1134;
const uint32 l_1135 = l_1124.i_1;
const uint32 l_1136 = l_1135 & uint32(4294901760);
const float l_1137 = reinterpret_cast<float const&>(l_1136);
l_mut_94.i_3 = l_1137;
const uint32 l_1138 = l_1124.i_2;
const uint32 l_1139 = l_1138 << uint32(16);
const float l_1140 = reinterpret_cast<float const&>(l_1139);
l_mut_94.i_4 = l_1140;
const uint32 l_1141 = l_1124.i_2;
const uint32 l_1142 = l_1141 & uint32(4294901760);
const float l_1143 = reinterpret_cast<float const&>(l_1142);
l_mut_94.i_5 = l_1143;
const uint32 l_1144 = l_1124.i_3;
const uint32 l_1145 = l_1144 << uint32(16);
const float l_1146 = reinterpret_cast<float const&>(l_1145);
l_mut_94.i_6 = l_1146;
const uint32 l_1147 = l_1124.i_3;
const uint32 l_1148 = l_1147 & uint32(4294901760);
const float l_1149 = reinterpret_cast<float const&>(l_1148);
l_mut_94.i_7 = l_1149;
const float_8 l_1150 = float_8{
l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,l_mut_146,};
const float_8 l_1151 = float_8{
info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],info.scalars_float[0],};
const float_8 l_1152 = float_8{
l_mut_94.i_0 - l_1150.i_0, l_mut_94.i_1 - l_1150.i_1, l_mut_94.i_2 - l_1150.i_2, l_mut_94.i_3 - l_1150.i_3, l_mut_94.i_4 - l_1150.i_4, l_mut_94.i_5 - l_1150.i_5, l_mut_94.i_6 - l_1150.i_6, l_mut_94.i_7 - l_1150.i_7, };
const float_8 l_1153 = float_8{
l_mut_121.i_0 * l_1152.i_0, l_mut_121.i_1 * l_1152.i_1, l_mut_121.i_2 * l_1152.i_2, l_mut_121.i_3 * l_1152.i_3, l_mut_121.i_4 * l_1152.i_4, l_mut_121.i_5 * l_1152.i_5, l_mut_121.i_6 * l_1152.i_6, l_mut_121.i_7 * l_1152.i_7, };
const float_8 l_1154 = float_8{
l_1153.i_0 * l_1151.i_0, l_1153.i_1 * l_1151.i_1, l_1153.i_2 * l_1151.i_2, l_1153.i_3 * l_1151.i_3, l_1153.i_4 * l_1151.i_4, l_1153.i_5 * l_1151.i_5, l_1153.i_6 * l_1151.i_6, l_1153.i_7 * l_1151.i_7, };
const __nv_bfloat16_8 l_1155 = __nv_bfloat16_8{
__nv_bfloat16(l_1154.i_0),__nv_bfloat16(l_1154.i_1),__nv_bfloat16(l_1154.i_2),__nv_bfloat16(l_1154.i_3),__nv_bfloat16(l_1154.i_4),__nv_bfloat16(l_1154.i_5),__nv_bfloat16(l_1154.i_6),__nv_bfloat16(l_1154.i_7),};
buffer_2[l_1095] = reinterpret_cast< __nv_bfloat16_8 const&>(l_1155);
}
l_mut_8 = l_mut_8 + gridDimGlobal;
}

}
