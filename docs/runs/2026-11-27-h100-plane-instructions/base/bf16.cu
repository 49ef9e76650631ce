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
struct __align__(16) uint32_4 {
    uint32 i_0;
    uint32 i_1;
    uint32 i_2;
    uint32 i_3;
};
struct __align__(16) __nv_bfloat162_4 {
    __nv_bfloat162 i_0;
    __nv_bfloat162 i_1;
    __nv_bfloat162 i_2;
    __nv_bfloat162 i_3;
};
struct info_st {
    float scalars_float[2];
uint32 scalars_uint32[26];uint32 static_meta[6];
};


extern "C" __global__ void __launch_bounds__(256)softmax_plane_per_row_f_bf16_g_bf16_m_bf16_n_8 (
    const __nv_bfloat16_8* __restrict__ buffer_0, const __nv_bfloat16_8* __restrict__ buffer_1, __nv_bfloat16_8* buffer_2, const __grid_constant__ info_st info
) {
uint32 threadIdxGlobal = threadIdx.x + threadIdx.y * blockDim.x + threadIdx.z * (blockDim.x * blockDim.y);
uint32 blockDimGlobal = blockDim.x * blockDim.y * blockDim.z;
uint32 gridDimGlobal = gridDim.x * gridDim.y * gridDim.z;
uint32 blockIdxGlobal = (blockIdx.z * gridDim.y * gridDim.x) + (blockIdx.y * gridDim.x) + blockIdx.x;
uint32 warpSizeChecked = min(warpSize, blockDim.x * blockDim.y * blockDim.z);
__nv_bfloat16_8 l_arr_13[2];

__nv_bfloat16_8 l_arr_14[2];

uint32 l_mut_15;
uint32 l_mut_21;
uint32 l_mut_22;
uint32 l_mut_27;
float_8 l_mut_50;
float_8 l_mut_75;
float l_mut_40;
float l_mut_76;
float l_mut_412;
float l_mut_426;
const uint32 l_0 = info.scalars_uint32[1] - uint32(1);
const uint32 l_1 = l_0 * uint32(8);
const uint32 l_2 = l_1 + info.scalars_uint32[2];
const uint32 l_3 = blockDimGlobal / uint32(32);
const uint32 l_4 = threadIdxGlobal % uint32(32);
const uint32 l_5 = threadIdxGlobal % warpSize;
const uint32 l_6 = l_5 / uint32(32);
const uint32 l_7 = blockIdxGlobal * l_3;
const uint32 l_8 = threadIdxGlobal / warpSize;
const uint32 l_9 = warpSize / uint32(32);
const uint32 l_10 = l_8 * l_9;
const uint32 l_11 = l_7 + l_10;
const uint32 l_12 = gridDimGlobal * l_3;
l_mut_15 = l_11;
while (true) {
const bool l_16 = l_mut_15 < info.scalars_uint32[0];
const bool l_17 = !l_16;
if (l_17) {
break;}
const uint32 l_18 = l_mut_15 + l_6;
const bool l_19 = l_18 < info.scalars_uint32[0];
const uint32 l_20 = (l_19) ? info.scalars_uint32[1] : uint32(0);
l_mut_21 = l_2;
l_mut_22 = uint32(0);
const bool l_23 = info.scalars_float[0] < float(0.0);
const float l_24 = -info.scalars_float[1];
const float l_25 = (l_23) ? l_24 : info.scalars_float[1];
const uint32 l_26 = l_18 * info.scalars_uint32[5];
l_mut_27 = l_20;
const uint32 l_28 = uint32(0) * uint32(32);
const uint32 l_29 = l_4 + l_28;
const bool l_30 = l_29 < l_mut_27;
if (l_30) {
const uint32 l_31 = l_26 + l_29;
const __nv_bfloat16_8 l_32 = buffer_0[l_31];
l_arr_13[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_32);
}
const uint32 l_33 = uint32(1) * uint32(32);
const uint32 l_34 = l_4 + l_33;
const bool l_35 = l_34 < l_mut_27;
if (l_35) {
const uint32 l_36 = l_26 + l_34;
const __nv_bfloat16_8 l_37 = buffer_0[l_36];
l_arr_13[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_37);
}
const uint32 l_38 = l_mut_22 + uint32(0);
l_mut_40 = float(-3.4028234663852886e38);
const uint32 l_41 = uint32(0) * uint32(32);
const uint32 l_42 = l_4 + l_41;
const uint32 l_43 = uint32(0) + l_42;
const uint32 l_44 = l_42 + uint32(1);
const bool l_45 = l_44 < l_20;
if (l_45) {
const __nv_bfloat16_8 l_46 = l_arr_13[uint32(0)];
const __nv_bfloat16_8 l_47 = l_arr_14[uint32(0)];
const uint32_4 l_48 = reinterpret_cast<uint32_4 const&>(l_46);
const float_8 l_49 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_50 = l_49;
const uint32 l_51 = l_48.i_0;
const uint32 l_52 = l_51 << uint32(16);
const float l_53 = reinterpret_cast<float const&>(l_52);
l_mut_50.i_0 = l_53;
const uint32 l_54 = l_48.i_0;
const uint32 l_55 = l_54 & uint32(4294901760);
const float l_56 = reinterpret_cast<float const&>(l_55);
l_mut_50.i_1 = l_56;
const uint32 l_57 = l_48.i_1;
const uint32 l_58 = l_57 << uint32(16);
const float l_59 = reinterpret_cast<float const&>(l_58);
l_mut_50.i_2 = l_59;
const uint32 l_60 = l_48.i_1;
const uint32 l_61 = l_60 & uint32(4294901760);
const float l_62 = reinterpret_cast<float const&>(l_61);
l_mut_50.i_3 = l_62;
const uint32 l_63 = l_48.i_2;
const uint32 l_64 = l_63 << uint32(16);
const float l_65 = reinterpret_cast<float const&>(l_64);
l_mut_50.i_4 = l_65;
const uint32 l_66 = l_48.i_2;
const uint32 l_67 = l_66 & uint32(4294901760);
const float l_68 = reinterpret_cast<float const&>(l_67);
l_mut_50.i_5 = l_68;
const uint32 l_69 = l_48.i_3;
const uint32 l_70 = l_69 << uint32(16);
const float l_71 = reinterpret_cast<float const&>(l_70);
l_mut_50.i_6 = l_71;
const uint32 l_72 = l_48.i_3;
const uint32 l_73 = l_72 & uint32(4294901760);
const float l_74 = reinterpret_cast<float const&>(l_73);
l_mut_50.i_7 = l_74;
l_mut_75 = l_mut_50;
l_mut_76 = float(-3.4028234663852886e38);
const bool l_77 = uint32(0) < uint32(8);
const bool l_78 = bool(true) || l_77;
if (l_78) {
const float l_79 = l_mut_75.i_0;
const float l_80 = max(l_mut_76, l_79);
l_mut_76 = l_80;
}
const bool l_81 = uint32(1) < uint32(8);
const bool l_82 = bool(true) || l_81;
if (l_82) {
const float l_83 = l_mut_75.i_1;
const float l_84 = max(l_mut_76, l_83);
l_mut_76 = l_84;
}
const bool l_85 = uint32(2) < uint32(8);
const bool l_86 = bool(true) || l_85;
if (l_86) {
const float l_87 = l_mut_75.i_2;
const float l_88 = max(l_mut_76, l_87);
l_mut_76 = l_88;
}
const bool l_89 = uint32(3) < uint32(8);
const bool l_90 = bool(true) || l_89;
if (l_90) {
const float l_91 = l_mut_75.i_3;
const float l_92 = max(l_mut_76, l_91);
l_mut_76 = l_92;
}
const bool l_93 = uint32(4) < uint32(8);
const bool l_94 = bool(true) || l_93;
if (l_94) {
const float l_95 = l_mut_75.i_4;
const float l_96 = max(l_mut_76, l_95);
l_mut_76 = l_96;
}
const bool l_97 = uint32(5) < uint32(8);
const bool l_98 = bool(true) || l_97;
if (l_98) {
const float l_99 = l_mut_75.i_5;
const float l_100 = max(l_mut_76, l_99);
l_mut_76 = l_100;
}
const bool l_101 = uint32(6) < uint32(8);
const bool l_102 = bool(true) || l_101;
if (l_102) {
const float l_103 = l_mut_75.i_6;
const float l_104 = max(l_mut_76, l_103);
l_mut_76 = l_104;
}
const bool l_105 = uint32(7) < uint32(8);
const bool l_106 = bool(true) || l_105;
if (l_106) {
const float l_107 = l_mut_75.i_7;
const float l_108 = max(l_mut_76, l_107);
l_mut_76 = l_108;
}
const float l_109 = max(l_mut_40, l_mut_76);
l_mut_40 = l_109;
} else {
const uint32 l_110 = l_42 + uint32(1);
const bool l_111 = l_110 == l_20;
if (l_111) {
const __nv_bfloat16_8 l_112 = l_arr_13[uint32(0)];
const __nv_bfloat16_8 l_113 = l_arr_14[uint32(0)];
const uint32_4 l_114 = reinterpret_cast<uint32_4 const&>(l_112);
const float_8 l_115 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_75 = l_115;
const uint32 l_116 = l_114.i_0;
const uint32 l_117 = l_116 << uint32(16);
const float l_118 = reinterpret_cast<float const&>(l_117);
l_mut_75.i_0 = l_118;
const uint32 l_119 = l_114.i_0;
const uint32 l_120 = l_119 & uint32(4294901760);
const float l_121 = reinterpret_cast<float const&>(l_120);
l_mut_75.i_1 = l_121;
const uint32 l_122 = l_114.i_1;
const uint32 l_123 = l_122 << uint32(16);
const float l_124 = reinterpret_cast<float const&>(l_123);
l_mut_75.i_2 = l_124;
const uint32 l_125 = l_114.i_1;
const uint32 l_126 = l_125 & uint32(4294901760);
const float l_127 = reinterpret_cast<float const&>(l_126);
l_mut_75.i_3 = l_127;
const uint32 l_128 = l_114.i_2;
const uint32 l_129 = l_128 << uint32(16);
const float l_130 = reinterpret_cast<float const&>(l_129);
l_mut_75.i_4 = l_130;
const uint32 l_131 = l_114.i_2;
const uint32 l_132 = l_131 & uint32(4294901760);
const float l_133 = reinterpret_cast<float const&>(l_132);
l_mut_75.i_5 = l_133;
const uint32 l_134 = l_114.i_3;
const uint32 l_135 = l_134 << uint32(16);
const float l_136 = reinterpret_cast<float const&>(l_135);
l_mut_75.i_6 = l_136;
const uint32 l_137 = l_114.i_3;
const uint32 l_138 = l_137 & uint32(4294901760);
const float l_139 = reinterpret_cast<float const&>(l_138);
l_mut_75.i_7 = l_139;
l_mut_50 = l_mut_75;
l_mut_76 = float(-3.4028234663852886e38);
const bool l_140 = uint32(0) < info.scalars_uint32[2];
const bool l_141 = bool(false) || l_140;
if (l_141) {
const float l_142 = l_mut_50.i_0;
const float l_143 = max(l_mut_76, l_142);
l_mut_76 = l_143;
}
const bool l_144 = uint32(1) < info.scalars_uint32[2];
const bool l_145 = bool(false) || l_144;
if (l_145) {
const float l_146 = l_mut_50.i_1;
const float l_147 = max(l_mut_76, l_146);
l_mut_76 = l_147;
}
const bool l_148 = uint32(2) < info.scalars_uint32[2];
const bool l_149 = bool(false) || l_148;
if (l_149) {
const float l_150 = l_mut_50.i_2;
const float l_151 = max(l_mut_76, l_150);
l_mut_76 = l_151;
}
const bool l_152 = uint32(3) < info.scalars_uint32[2];
const bool l_153 = bool(false) || l_152;
if (l_153) {
const float l_154 = l_mut_50.i_3;
const float l_155 = max(l_mut_76, l_154);
l_mut_76 = l_155;
}
const bool l_156 = uint32(4) < info.scalars_uint32[2];
const bool l_157 = bool(false) || l_156;
if (l_157) {
const float l_158 = l_mut_50.i_4;
const float l_159 = max(l_mut_76, l_158);
l_mut_76 = l_159;
}
const bool l_160 = uint32(5) < info.scalars_uint32[2];
const bool l_161 = bool(false) || l_160;
if (l_161) {
const float l_162 = l_mut_50.i_5;
const float l_163 = max(l_mut_76, l_162);
l_mut_76 = l_163;
}
const bool l_164 = uint32(6) < info.scalars_uint32[2];
const bool l_165 = bool(false) || l_164;
if (l_165) {
const float l_166 = l_mut_50.i_6;
const float l_167 = max(l_mut_76, l_166);
l_mut_76 = l_167;
}
const bool l_168 = uint32(7) < info.scalars_uint32[2];
const bool l_169 = bool(false) || l_168;
if (l_169) {
const float l_170 = l_mut_50.i_7;
const float l_171 = max(l_mut_76, l_170);
l_mut_76 = l_171;
}
const float l_172 = max(l_mut_40, l_mut_76);
l_mut_40 = l_172;
}
}
const uint32 l_173 = uint32(1) * uint32(32);
const uint32 l_174 = l_4 + l_173;
const uint32 l_175 = uint32(0) + l_174;
const uint32 l_176 = l_174 + uint32(1);
const bool l_177 = l_176 < l_20;
if (l_177) {
const __nv_bfloat16_8 l_178 = l_arr_13[uint32(1)];
const __nv_bfloat16_8 l_179 = l_arr_14[uint32(1)];
const uint32_4 l_180 = reinterpret_cast<uint32_4 const&>(l_178);
const float_8 l_181 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_75 = l_181;
const uint32 l_182 = l_180.i_0;
const uint32 l_183 = l_182 << uint32(16);
const float l_184 = reinterpret_cast<float const&>(l_183);
l_mut_75.i_0 = l_184;
const uint32 l_185 = l_180.i_0;
const uint32 l_186 = l_185 & uint32(4294901760);
const float l_187 = reinterpret_cast<float const&>(l_186);
l_mut_75.i_1 = l_187;
const uint32 l_188 = l_180.i_1;
const uint32 l_189 = l_188 << uint32(16);
const float l_190 = reinterpret_cast<float const&>(l_189);
l_mut_75.i_2 = l_190;
const uint32 l_191 = l_180.i_1;
const uint32 l_192 = l_191 & uint32(4294901760);
const float l_193 = reinterpret_cast<float const&>(l_192);
l_mut_75.i_3 = l_193;
const uint32 l_194 = l_180.i_2;
const uint32 l_195 = l_194 << uint32(16);
const float l_196 = reinterpret_cast<float const&>(l_195);
l_mut_75.i_4 = l_196;
const uint32 l_197 = l_180.i_2;
const uint32 l_198 = l_197 & uint32(4294901760);
const float l_199 = reinterpret_cast<float const&>(l_198);
l_mut_75.i_5 = l_199;
const uint32 l_200 = l_180.i_3;
const uint32 l_201 = l_200 << uint32(16);
const float l_202 = reinterpret_cast<float const&>(l_201);
l_mut_75.i_6 = l_202;
const uint32 l_203 = l_180.i_3;
const uint32 l_204 = l_203 & uint32(4294901760);
const float l_205 = reinterpret_cast<float const&>(l_204);
l_mut_75.i_7 = l_205;
l_mut_50 = l_mut_75;
l_mut_76 = float(-3.4028234663852886e38);
const bool l_206 = uint32(0) < uint32(8);
const bool l_207 = bool(true) || l_206;
if (l_207) {
const float l_208 = l_mut_50.i_0;
const float l_209 = max(l_mut_76, l_208);
l_mut_76 = l_209;
}
const bool l_210 = uint32(1) < uint32(8);
const bool l_211 = bool(true) || l_210;
if (l_211) {
const float l_212 = l_mut_50.i_1;
const float l_213 = max(l_mut_76, l_212);
l_mut_76 = l_213;
}
const bool l_214 = uint32(2) < uint32(8);
const bool l_215 = bool(true) || l_214;
if (l_215) {
const float l_216 = l_mut_50.i_2;
const float l_217 = max(l_mut_76, l_216);
l_mut_76 = l_217;
}
const bool l_218 = uint32(3) < uint32(8);
const bool l_219 = bool(true) || l_218;
if (l_219) {
const float l_220 = l_mut_50.i_3;
const float l_221 = max(l_mut_76, l_220);
l_mut_76 = l_221;
}
const bool l_222 = uint32(4) < uint32(8);
const bool l_223 = bool(true) || l_222;
if (l_223) {
const float l_224 = l_mut_50.i_4;
const float l_225 = max(l_mut_76, l_224);
l_mut_76 = l_225;
}
const bool l_226 = uint32(5) < uint32(8);
const bool l_227 = bool(true) || l_226;
if (l_227) {
const float l_228 = l_mut_50.i_5;
const float l_229 = max(l_mut_76, l_228);
l_mut_76 = l_229;
}
const bool l_230 = uint32(6) < uint32(8);
const bool l_231 = bool(true) || l_230;
if (l_231) {
const float l_232 = l_mut_50.i_6;
const float l_233 = max(l_mut_76, l_232);
l_mut_76 = l_233;
}
const bool l_234 = uint32(7) < uint32(8);
const bool l_235 = bool(true) || l_234;
if (l_235) {
const float l_236 = l_mut_50.i_7;
const float l_237 = max(l_mut_76, l_236);
l_mut_76 = l_237;
}
const float l_238 = max(l_mut_40, l_mut_76);
l_mut_40 = l_238;
} else {
const uint32 l_239 = l_174 + uint32(1);
const bool l_240 = l_239 == l_20;
if (l_240) {
const __nv_bfloat16_8 l_241 = l_arr_13[uint32(1)];
const __nv_bfloat16_8 l_242 = l_arr_14[uint32(1)];
const uint32_4 l_243 = reinterpret_cast<uint32_4 const&>(l_241);
const float_8 l_244 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_75 = l_244;
const uint32 l_245 = l_243.i_0;
const uint32 l_246 = l_245 << uint32(16);
const float l_247 = reinterpret_cast<float const&>(l_246);
l_mut_75.i_0 = l_247;
const uint32 l_248 = l_243.i_0;
const uint32 l_249 = l_248 & uint32(4294901760);
const float l_250 = reinterpret_cast<float const&>(l_249);
l_mut_75.i_1 = l_250;
const uint32 l_251 = l_243.i_1;
const uint32 l_252 = l_251 << uint32(16);
const float l_253 = reinterpret_cast<float const&>(l_252);
l_mut_75.i_2 = l_253;
const uint32 l_254 = l_243.i_1;
const uint32 l_255 = l_254 & uint32(4294901760);
const float l_256 = reinterpret_cast<float const&>(l_255);
l_mut_75.i_3 = l_256;
const uint32 l_257 = l_243.i_2;
const uint32 l_258 = l_257 << uint32(16);
const float l_259 = reinterpret_cast<float const&>(l_258);
l_mut_75.i_4 = l_259;
const uint32 l_260 = l_243.i_2;
const uint32 l_261 = l_260 & uint32(4294901760);
const float l_262 = reinterpret_cast<float const&>(l_261);
l_mut_75.i_5 = l_262;
const uint32 l_263 = l_243.i_3;
const uint32 l_264 = l_263 << uint32(16);
const float l_265 = reinterpret_cast<float const&>(l_264);
l_mut_75.i_6 = l_265;
const uint32 l_266 = l_243.i_3;
const uint32 l_267 = l_266 & uint32(4294901760);
const float l_268 = reinterpret_cast<float const&>(l_267);
l_mut_75.i_7 = l_268;
l_mut_50 = l_mut_75;
l_mut_76 = float(-3.4028234663852886e38);
const bool l_269 = uint32(0) < info.scalars_uint32[2];
const bool l_270 = bool(false) || l_269;
if (l_270) {
const float l_271 = l_mut_50.i_0;
const float l_272 = max(l_mut_76, l_271);
l_mut_76 = l_272;
}
const bool l_273 = uint32(1) < info.scalars_uint32[2];
const bool l_274 = bool(false) || l_273;
if (l_274) {
const float l_275 = l_mut_50.i_1;
const float l_276 = max(l_mut_76, l_275);
l_mut_76 = l_276;
}
const bool l_277 = uint32(2) < info.scalars_uint32[2];
const bool l_278 = bool(false) || l_277;
if (l_278) {
const float l_279 = l_mut_50.i_2;
const float l_280 = max(l_mut_76, l_279);
l_mut_76 = l_280;
}
const bool l_281 = uint32(3) < info.scalars_uint32[2];
const bool l_282 = bool(false) || l_281;
if (l_282) {
const float l_283 = l_mut_50.i_3;
const float l_284 = max(l_mut_76, l_283);
l_mut_76 = l_284;
}
const bool l_285 = uint32(4) < info.scalars_uint32[2];
const bool l_286 = bool(false) || l_285;
if (l_286) {
const float l_287 = l_mut_50.i_4;
const float l_288 = max(l_mut_76, l_287);
l_mut_76 = l_288;
}
const bool l_289 = uint32(5) < info.scalars_uint32[2];
const bool l_290 = bool(false) || l_289;
if (l_290) {
const float l_291 = l_mut_50.i_5;
const float l_292 = max(l_mut_76, l_291);
l_mut_76 = l_292;
}
const bool l_293 = uint32(6) < info.scalars_uint32[2];
const bool l_294 = bool(false) || l_293;
if (l_294) {
const float l_295 = l_mut_50.i_6;
const float l_296 = max(l_mut_76, l_295);
l_mut_76 = l_296;
}
const bool l_297 = uint32(7) < info.scalars_uint32[2];
const bool l_298 = bool(false) || l_297;
if (l_298) {
const float l_299 = l_mut_50.i_7;
const float l_300 = max(l_mut_76, l_299);
l_mut_76 = l_300;
}
const float l_301 = max(l_mut_40, l_mut_76);
l_mut_40 = l_301;
}
}
l_mut_76 = float(0.0);
const uint32 l_302 = uint32(0) * uint32(32);
const uint32 l_303 = l_4 + l_302;
const bool l_304 = l_303 < l_20;
if (l_304) {
const __nv_bfloat16_8 l_305 = l_arr_13[uint32(0)];
const __nv_bfloat16_8 l_306 = l_arr_14[uint32(0)];
const uint32 l_307 = uint32(0) + l_303;
const uint32_4 l_308 = reinterpret_cast<uint32_4 const&>(l_305);
const float_8 l_309 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_75 = l_309;
const uint32 l_310 = l_308.i_0;
const uint32 l_311 = l_310 << uint32(16);
const float l_312 = reinterpret_cast<float const&>(l_311);
l_mut_75.i_0 = l_312;
const uint32 l_313 = l_308.i_0;
const uint32 l_314 = l_313 & uint32(4294901760);
const float l_315 = reinterpret_cast<float const&>(l_314);
l_mut_75.i_1 = l_315;
const uint32 l_316 = l_308.i_1;
const uint32 l_317 = l_316 << uint32(16);
const float l_318 = reinterpret_cast<float const&>(l_317);
l_mut_75.i_2 = l_318;
const uint32 l_319 = l_308.i_1;
const uint32 l_320 = l_319 & uint32(4294901760);
const float l_321 = reinterpret_cast<float const&>(l_320);
l_mut_75.i_3 = l_321;
const uint32 l_322 = l_308.i_2;
const uint32 l_323 = l_322 << uint32(16);
const float l_324 = reinterpret_cast<float const&>(l_323);
l_mut_75.i_4 = l_324;
const uint32 l_325 = l_308.i_2;
const uint32 l_326 = l_325 & uint32(4294901760);
const float l_327 = reinterpret_cast<float const&>(l_326);
l_mut_75.i_5 = l_327;
const uint32 l_328 = l_308.i_3;
const uint32 l_329 = l_328 << uint32(16);
const float l_330 = reinterpret_cast<float const&>(l_329);
l_mut_75.i_6 = l_330;
const uint32 l_331 = l_308.i_3;
const uint32 l_332 = l_331 & uint32(4294901760);
const float l_333 = reinterpret_cast<float const&>(l_332);
l_mut_75.i_7 = l_333;
l_mut_50 = l_mut_75;
const float_8 l_334 = float_8{
l_mut_40,l_mut_40,l_mut_40,l_mut_40,l_mut_40,l_mut_40,l_mut_40,l_mut_40,};
const float_8 l_335 = float_8{
l_mut_50.i_0 - l_334.i_0, l_mut_50.i_1 - l_334.i_1, l_mut_50.i_2 - l_334.i_2, l_mut_50.i_3 - l_334.i_3, l_mut_50.i_4 - l_334.i_4, l_mut_50.i_5 - l_334.i_5, l_mut_50.i_6 - l_334.i_6, l_mut_50.i_7 - l_334.i_7, };
const float_8 l_336 = float_8{
__expf(l_335.i_0),__expf(l_335.i_1),__expf(l_335.i_2),__expf(l_335.i_3),__expf(l_335.i_4),__expf(l_335.i_5),__expf(l_335.i_6),__expf(l_335.i_7),};
const __nv_bfloat16_8 l_337 = __nv_bfloat16_8{
__nv_bfloat16(l_336.i_0),__nv_bfloat16(l_336.i_1),__nv_bfloat16(l_336.i_2),__nv_bfloat16(l_336.i_3),__nv_bfloat16(l_336.i_4),__nv_bfloat16(l_336.i_5),__nv_bfloat16(l_336.i_6),__nv_bfloat16(l_336.i_7),};
l_arr_13[uint32(0)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_337);
const uint32 l_338 = l_303 + uint32(1);
const bool l_339 = l_338 == l_20;
const uint32 l_340 = (l_339) ? info.scalars_uint32[2] : uint32(8);
const bool l_341 = uint32(0) < l_340;
if (l_341) {
const float l_342 = l_336.i_0;
l_mut_76 = l_mut_76 + l_342;
}
const bool l_343 = uint32(1) < l_340;
if (l_343) {
const float l_344 = l_336.i_1;
l_mut_76 = l_mut_76 + l_344;
}
const bool l_345 = uint32(2) < l_340;
if (l_345) {
const float l_346 = l_336.i_2;
l_mut_76 = l_mut_76 + l_346;
}
const bool l_347 = uint32(3) < l_340;
if (l_347) {
const float l_348 = l_336.i_3;
l_mut_76 = l_mut_76 + l_348;
}
const bool l_349 = uint32(4) < l_340;
if (l_349) {
const float l_350 = l_336.i_4;
l_mut_76 = l_mut_76 + l_350;
}
const bool l_351 = uint32(5) < l_340;
if (l_351) {
const float l_352 = l_336.i_5;
l_mut_76 = l_mut_76 + l_352;
}
const bool l_353 = uint32(6) < l_340;
if (l_353) {
const float l_354 = l_336.i_6;
l_mut_76 = l_mut_76 + l_354;
}
const bool l_355 = uint32(7) < l_340;
if (l_355) {
const float l_356 = l_336.i_7;
l_mut_76 = l_mut_76 + l_356;
}
}
const uint32 l_357 = uint32(1) * uint32(32);
const uint32 l_358 = l_4 + l_357;
const bool l_359 = l_358 < l_20;
if (l_359) {
const __nv_bfloat16_8 l_360 = l_arr_13[uint32(1)];
const __nv_bfloat16_8 l_361 = l_arr_14[uint32(1)];
const uint32 l_362 = uint32(0) + l_358;
const uint32_4 l_363 = reinterpret_cast<uint32_4 const&>(l_360);
const float_8 l_364 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_75 = l_364;
const uint32 l_365 = l_363.i_0;
const uint32 l_366 = l_365 << uint32(16);
const float l_367 = reinterpret_cast<float const&>(l_366);
l_mut_75.i_0 = l_367;
const uint32 l_368 = l_363.i_0;
const uint32 l_369 = l_368 & uint32(4294901760);
const float l_370 = reinterpret_cast<float const&>(l_369);
l_mut_75.i_1 = l_370;
const uint32 l_371 = l_363.i_1;
const uint32 l_372 = l_371 << uint32(16);
const float l_373 = reinterpret_cast<float const&>(l_372);
l_mut_75.i_2 = l_373;
const uint32 l_374 = l_363.i_1;
const uint32 l_375 = l_374 & uint32(4294901760);
const float l_376 = reinterpret_cast<float const&>(l_375);
l_mut_75.i_3 = l_376;
const uint32 l_377 = l_363.i_2;
const uint32 l_378 = l_377 << uint32(16);
const float l_379 = reinterpret_cast<float const&>(l_378);
l_mut_75.i_4 = l_379;
const uint32 l_380 = l_363.i_2;
const uint32 l_381 = l_380 & uint32(4294901760);
const float l_382 = reinterpret_cast<float const&>(l_381);
l_mut_75.i_5 = l_382;
const uint32 l_383 = l_363.i_3;
const uint32 l_384 = l_383 << uint32(16);
const float l_385 = reinterpret_cast<float const&>(l_384);
l_mut_75.i_6 = l_385;
const uint32 l_386 = l_363.i_3;
const uint32 l_387 = l_386 & uint32(4294901760);
const float l_388 = reinterpret_cast<float const&>(l_387);
l_mut_75.i_7 = l_388;
l_mut_50 = l_mut_75;
const float_8 l_389 = float_8{
l_mut_40,l_mut_40,l_mut_40,l_mut_40,l_mut_40,l_mut_40,l_mut_40,l_mut_40,};
const float_8 l_390 = float_8{
l_mut_50.i_0 - l_389.i_0, l_mut_50.i_1 - l_389.i_1, l_mut_50.i_2 - l_389.i_2, l_mut_50.i_3 - l_389.i_3, l_mut_50.i_4 - l_389.i_4, l_mut_50.i_5 - l_389.i_5, l_mut_50.i_6 - l_389.i_6, l_mut_50.i_7 - l_389.i_7, };
const float_8 l_391 = float_8{
__expf(l_390.i_0),__expf(l_390.i_1),__expf(l_390.i_2),__expf(l_390.i_3),__expf(l_390.i_4),__expf(l_390.i_5),__expf(l_390.i_6),__expf(l_390.i_7),};
const __nv_bfloat16_8 l_392 = __nv_bfloat16_8{
__nv_bfloat16(l_391.i_0),__nv_bfloat16(l_391.i_1),__nv_bfloat16(l_391.i_2),__nv_bfloat16(l_391.i_3),__nv_bfloat16(l_391.i_4),__nv_bfloat16(l_391.i_5),__nv_bfloat16(l_391.i_6),__nv_bfloat16(l_391.i_7),};
l_arr_13[uint32(1)] = reinterpret_cast< __nv_bfloat16_8 const&>(l_392);
const uint32 l_393 = l_358 + uint32(1);
const bool l_394 = l_393 == l_20;
const uint32 l_395 = (l_394) ? info.scalars_uint32[2] : uint32(8);
const bool l_396 = uint32(0) < l_395;
if (l_396) {
const float l_397 = l_391.i_0;
l_mut_76 = l_mut_76 + l_397;
}
const bool l_398 = uint32(1) < l_395;
if (l_398) {
const float l_399 = l_391.i_1;
l_mut_76 = l_mut_76 + l_399;
}
const bool l_400 = uint32(2) < l_395;
if (l_400) {
const float l_401 = l_391.i_2;
l_mut_76 = l_mut_76 + l_401;
}
const bool l_402 = uint32(3) < l_395;
if (l_402) {
const float l_403 = l_391.i_3;
l_mut_76 = l_mut_76 + l_403;
}
const bool l_404 = uint32(4) < l_395;
if (l_404) {
const float l_405 = l_391.i_4;
l_mut_76 = l_mut_76 + l_405;
}
const bool l_406 = uint32(5) < l_395;
if (l_406) {
const float l_407 = l_391.i_5;
l_mut_76 = l_mut_76 + l_407;
}
const bool l_408 = uint32(6) < l_395;
if (l_408) {
const float l_409 = l_391.i_6;
l_mut_76 = l_mut_76 + l_409;
}
const bool l_410 = uint32(7) < l_395;
if (l_410) {
const float l_411 = l_391.i_7;
l_mut_76 = l_mut_76 + l_411;
}
}
l_mut_412 = l_mut_40;
l_mut_27 = uint32(1);
const float l_413 = { __shfl_xor_sync(-1, l_mut_412, l_mut_27) };
const float l_414 = max(l_mut_412, l_413);
l_mut_412 = l_414;
l_mut_27 = l_mut_27 * uint32(2);
const float l_415 = { __shfl_xor_sync(-1, l_mut_412, l_mut_27) };
const float l_416 = max(l_mut_412, l_415);
l_mut_412 = l_416;
l_mut_27 = l_mut_27 * uint32(2);
const float l_417 = { __shfl_xor_sync(-1, l_mut_412, l_mut_27) };
const float l_418 = max(l_mut_412, l_417);
l_mut_412 = l_418;
l_mut_27 = l_mut_27 * uint32(2);
const float l_419 = { __shfl_xor_sync(-1, l_mut_412, l_mut_27) };
const float l_420 = max(l_mut_412, l_419);
l_mut_412 = l_420;
l_mut_27 = l_mut_27 * uint32(2);
const float l_421 = { __shfl_xor_sync(-1, l_mut_412, l_mut_27) };
const float l_422 = max(l_mut_412, l_421);
l_mut_412 = l_422;
l_mut_27 = l_mut_27 * uint32(2);
const float l_423 = l_mut_40 - l_mut_412;
const float l_424 = __expf(l_423);
const float l_425 = l_mut_76 * l_424;
l_mut_426 = l_425;
l_mut_27 = uint32(1);
const float l_427 = { __shfl_xor_sync(-1, l_mut_426, l_mut_27) };
l_mut_426 = l_mut_426 + l_427;
l_mut_27 = l_mut_27 * uint32(2);
const float l_428 = { __shfl_xor_sync(-1, l_mut_426, l_mut_27) };
l_mut_426 = l_mut_426 + l_428;
l_mut_27 = l_mut_27 * uint32(2);
const float l_429 = { __shfl_xor_sync(-1, l_mut_426, l_mut_27) };
l_mut_426 = l_mut_426 + l_429;
l_mut_27 = l_mut_27 * uint32(2);
const float l_430 = { __shfl_xor_sync(-1, l_mut_426, l_mut_27) };
l_mut_426 = l_mut_426 + l_430;
l_mut_27 = l_mut_27 * uint32(2);
const float l_431 = { __shfl_xor_sync(-1, l_mut_426, l_mut_27) };
l_mut_426 = l_mut_426 + l_431;
l_mut_27 = l_mut_27 * uint32(2);
const bool l_432 = l_mut_426 == float(0.0);
const float l_433 = float(1.0) / l_mut_426;
const float l_434 = (l_432) ? float(0.0) : l_433;
const float l_435 = __logf(l_mut_426);
const float l_436 = (l_432) ? float(0.0) : l_435;
const uint32 l_437 = l_18 * info.scalars_uint32[12];
const float l_438 = l_mut_40 - l_mut_412;
const float l_439 = __expf(l_438);
const float l_440 = l_439 * l_434;
const uint32 l_441 = uint32(0) * uint32(32);
const uint32 l_442 = l_4 + l_441;
const bool l_443 = l_442 < l_20;
if (l_443) {
const __nv_bfloat16_8 l_444 = l_arr_13[uint32(0)];
const uint32 l_445 = l_437 + l_442;
const uint32_4 l_446 = reinterpret_cast<uint32_4 const&>(l_444);
const float_8 l_447 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_75 = l_447;
const uint32 l_448 = l_446.i_0;
const uint32 l_449 = l_448 << uint32(16);
const float l_450 = reinterpret_cast<float const&>(l_449);
l_mut_75.i_0 = l_450;
const uint32 l_451 = l_446.i_0;
const uint32 l_452 = l_451 & uint32(4294901760);
const float l_453 = reinterpret_cast<float const&>(l_452);
l_mut_75.i_1 = l_453;
const uint32 l_454 = l_446.i_1;
const uint32 l_455 = l_454 << uint32(16);
const float l_456 = reinterpret_cast<float const&>(l_455);
l_mut_75.i_2 = l_456;
const uint32 l_457 = l_446.i_1;
const uint32 l_458 = l_457 & uint32(4294901760);
const float l_459 = reinterpret_cast<float const&>(l_458);
l_mut_75.i_3 = l_459;
const uint32 l_460 = l_446.i_2;
const uint32 l_461 = l_460 << uint32(16);
const float l_462 = reinterpret_cast<float const&>(l_461);
l_mut_75.i_4 = l_462;
const uint32 l_463 = l_446.i_2;
const uint32 l_464 = l_463 & uint32(4294901760);
const float l_465 = reinterpret_cast<float const&>(l_464);
l_mut_75.i_5 = l_465;
const uint32 l_466 = l_446.i_3;
const uint32 l_467 = l_466 << uint32(16);
const float l_468 = reinterpret_cast<float const&>(l_467);
l_mut_75.i_6 = l_468;
const uint32 l_469 = l_446.i_3;
const uint32 l_470 = l_469 & uint32(4294901760);
const float l_471 = reinterpret_cast<float const&>(l_470);
l_mut_75.i_7 = l_471;
const float_8 l_472 = float_8{
l_440,l_440,l_440,l_440,l_440,l_440,l_440,l_440,};
const float_8 l_473 = float_8{
l_mut_75.i_0 * l_472.i_0, l_mut_75.i_1 * l_472.i_1, l_mut_75.i_2 * l_472.i_2, l_mut_75.i_3 * l_472.i_3, l_mut_75.i_4 * l_472.i_4, l_mut_75.i_5 * l_472.i_5, l_mut_75.i_6 * l_472.i_6, l_mut_75.i_7 * l_472.i_7, };
const __nv_bfloat16_8 l_474 = __nv_bfloat16_8{
__nv_bfloat16(l_473.i_0),__nv_bfloat16(l_473.i_1),__nv_bfloat16(l_473.i_2),__nv_bfloat16(l_473.i_3),__nv_bfloat16(l_473.i_4),__nv_bfloat16(l_473.i_5),__nv_bfloat16(l_473.i_6),__nv_bfloat16(l_473.i_7),};
buffer_2[l_445] = reinterpret_cast< __nv_bfloat16_8 const&>(l_474);
}
const uint32 l_475 = uint32(1) * uint32(32);
const uint32 l_476 = l_4 + l_475;
const bool l_477 = l_476 < l_20;
if (l_477) {
const __nv_bfloat16_8 l_478 = l_arr_13[uint32(1)];
const uint32 l_479 = l_437 + l_476;
const uint32_4 l_480 = reinterpret_cast<uint32_4 const&>(l_478);
const float_8 l_481 = float_8{
float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),float(0.0),};
l_mut_75 = l_481;
const uint32 l_482 = l_480.i_0;
const uint32 l_483 = l_482 << uint32(16);
const float l_484 = reinterpret_cast<float const&>(l_483);
l_mut_75.i_0 = l_484;
const uint32 l_485 = l_480.i_0;
const uint32 l_486 = l_485 & uint32(4294901760);
const float l_487 = reinterpret_cast<float const&>(l_486);
l_mut_75.i_1 = l_487;
const uint32 l_488 = l_480.i_1;
const uint32 l_489 = l_488 << uint32(16);
const float l_490 = reinterpret_cast<float const&>(l_489);
l_mut_75.i_2 = l_490;
const uint32 l_491 = l_480.i_1;
const uint32 l_492 = l_491 & uint32(4294901760);
const float l_493 = reinterpret_cast<float const&>(l_492);
l_mut_75.i_3 = l_493;
const uint32 l_494 = l_480.i_2;
const uint32 l_495 = l_494 << uint32(16);
const float l_496 = reinterpret_cast<float const&>(l_495);
l_mut_75.i_4 = l_496;
const uint32 l_497 = l_480.i_2;
const uint32 l_498 = l_497 & uint32(4294901760);
const float l_499 = reinterpret_cast<float const&>(l_498);
l_mut_75.i_5 = l_499;
const uint32 l_500 = l_480.i_3;
const uint32 l_501 = l_500 << uint32(16);
const float l_502 = reinterpret_cast<float const&>(l_501);
l_mut_75.i_6 = l_502;
const uint32 l_503 = l_480.i_3;
const uint32 l_504 = l_503 & uint32(4294901760);
const float l_505 = reinterpret_cast<float const&>(l_504);
l_mut_75.i_7 = l_505;
const float_8 l_506 = float_8{
l_440,l_440,l_440,l_440,l_440,l_440,l_440,l_440,};
const float_8 l_507 = float_8{
l_mut_75.i_0 * l_506.i_0, l_mut_75.i_1 * l_506.i_1, l_mut_75.i_2 * l_506.i_2, l_mut_75.i_3 * l_506.i_3, l_mut_75.i_4 * l_506.i_4, l_mut_75.i_5 * l_506.i_5, l_mut_75.i_6 * l_506.i_6, l_mut_75.i_7 * l_506.i_7, };
const __nv_bfloat16_8 l_508 = __nv_bfloat16_8{
__nv_bfloat16(l_507.i_0),__nv_bfloat16(l_507.i_1),__nv_bfloat16(l_507.i_2),__nv_bfloat16(l_507.i_3),__nv_bfloat16(l_507.i_4),__nv_bfloat16(l_507.i_5),__nv_bfloat16(l_507.i_6),__nv_bfloat16(l_507.i_7),};
buffer_2[l_479] = reinterpret_cast< __nv_bfloat16_8 const&>(l_508);
}
l_mut_15 = l_mut_15 + l_12;
}

}
